// Next's cache handler on Redis (decision 0033), chosen by cache-handler.mjs when REDIS_URL is
// set: prerendered pages, route answers and `unstable_cache` entries, and the times their tags
// were revalidated, live in one Redis server shared by every instance. A staff edit on one
// instance calls revalidateTag/revalidatePath there; the tag's time is written to Redis, and
// every instance's next read of an entry carrying that tag finds it expired and renders anew.
//
// Redis going away never fails a visitor: every command has a short time limit, a read that
// fails is a miss (the instance renders the page), a write that fails is dropped, and tag
// revalidations made meanwhile are kept and written when Redis is back (with their own times).
// Plain JavaScript: Next imports this file at run time, unbundled.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@redis/client'
import { isAbsent } from './absent.mjs'
import {
  bumpPageGeneration,
  expiredSince,
  pageGeneration,
  setPageGenerationHeard,
} from './generation.mjs'

/** Longest wait for one Redis command before the cache is treated as unavailable. */
export const COMMAND_TIMEOUT_MS = 500
/** How long an answer for something absent (a 404) is kept: short, so unknown paths do not pile up. */
const ABSENT_TTL_S = 60
/** The longest an entry stays without a lifetime of its own. */
const MAX_TTL_S = 24 * 60 * 60
const TAGS_KEY = 'charity:cache:tags'
/** Where each instance announces that it expired pages (decision 0065). */
export const EXPIRED_CHANNEL = 'charity:cache:expired'

const state = (globalThis[Symbol.for('charity.redisCache')] ??= {
  client: undefined,
  down: false,
  /** Tag revalidations that could not be written yet: tag → {s: stale at, e: expired at}. */
  pending: new Map(),
  /** The connection that hears the other instances' expiries. */
  subscriber: undefined,
})

const log = (level, message) => console[level](`[cache] ${message}`)

/** redis://host:port without credentials, for messages. */
export function redisLabel(url) {
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}`
  } catch {
    return 'REDIS_URL'
  }
}

function client() {
  if (state.client) return state.client
  const url = process.env.REDIS_URL
  const c = createClient({
    url,
    // Commands fail at once while disconnected instead of waiting in a queue: the page is
    // rendered rather than held up.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  c.on('error', (error) => {
    if (state.down) return
    state.down = true
    log(
      'warn',
      `Redis at ${redisLabel(url)} unavailable (${error.code ?? error.message}): pages are rendered by this instance until it is back`,
    )
  })
  c.on('ready', () => {
    if (state.down)
      log('info', `Redis at ${redisLabel(url)} is back: the shared cache is used again`)
    state.down = false
    void flushPending()
  })
  c.connect().catch(() => {})
  state.client = c
  return c
}

function withTimeout(promise) {
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis command timed out')), COMMAND_TIMEOUT_MS)
    }),
  ]).finally(() => clearTimeout(timer))
}

async function flushPending() {
  if (state.pending.size === 0) return
  const entries = [...state.pending]
  state.pending.clear()
  try {
    await withTimeout(
      client().hSet(TAGS_KEY, Object.fromEntries(entries.map(([t, v]) => [t, JSON.stringify(v)]))),
    )
    // After the tag times are in Redis: an instance that hears this and reads again finds them.
    await withTimeout(client().publish(EXPIRED_CHANNEL, String(process.pid)))
  } catch {
    for (const [tag, value] of entries) if (!state.pending.has(tag)) state.pending.set(tag, value)
  }
}

const b64 = (buffer) => (buffer == null ? buffer : Buffer.from(buffer).toString('base64'))
const unb64 = (text) => (text == null ? text : Buffer.from(text, 'base64'))

/** The entry as JSON: the byte parts (RSC payload, segments, route bodies) as base64. */
export function encode(value) {
  if (value?.kind === 'APP_PAGE') {
    return {
      ...value,
      rscData: b64(value.rscData),
      segmentData: value.segmentData
        ? [...value.segmentData].map(([k, v]) => [k, b64(v)])
        : undefined,
    }
  }
  if (value?.kind === 'APP_ROUTE') return { ...value, body: b64(value.body) }
  return value
}

export function decode(value) {
  if (value?.kind === 'APP_PAGE') {
    return {
      ...value,
      rscData: unb64(value.rscData),
      segmentData: value.segmentData
        ? new Map(value.segmentData.map(([k, v]) => [k, unb64(v)]))
        : undefined,
    }
  }
  if (value?.kind === 'APP_ROUTE') return { ...value, body: unb64(value.body) }
  return value
}

/** The tags a page or route answer carries (Next puts them, implicit path tags included, in a header). */
function headerTags(value) {
  const header = value?.headers?.['x-next-cache-tags']
  return typeof header === 'string' && header ? header.split(',') : []
}

/** Seconds Redis keeps an entry: its own expiry, else a few revalidation periods, at most a day. */
export function ttlSeconds(value, cacheControl, revalidate) {
  if (isAbsent(value)) return ABSENT_TTL_S
  if (typeof cacheControl?.expire === 'number' && cacheControl.expire > 0) {
    return Math.min(cacheControl.expire, MAX_TTL_S)
  }
  const seconds = cacheControl?.revalidate ?? revalidate
  return typeof seconds === 'number' && seconds > 0 ? Math.min(seconds * 10, MAX_TTL_S) : MAX_TTL_S
}

/**
 * Marks `tags` revalidated in the shared store, as `revalidateTag` does. Also for work done
 * outside a request (a scheduled publication run by the jobs queue), where Next's
 * revalidatePath/revalidateTag have no cache to reach: src/lib/cache/revalidate.ts calls it
 * through `REVALIDATE_HOOK` on globalThis.
 */
export async function revalidateTags(tags, durations) {
  const list = typeof tags === 'string' ? [tags] : tags
  if (list.length === 0) return
  bumpPageGeneration()
  const now = Date.now()
  // As Next's own cache: a profile with an expiry keeps serving the old entry (stale) until
  // then; none (revalidatePath, expire: 0) expires it now.
  const value =
    durations?.expire !== undefined
      ? { s: now, e: now + durations.expire * 1000 }
      : { s: now, e: now }
  client()
  for (const tag of list) state.pending.set(tag, value)
  await flushPending()
}

/**
 * Hears every instance's expiries (decision 0065): each message bumps this process's page
 * generation, so the one-second cache in front of Next (scripts/lib/micro-cache.mjs) drops what
 * it kept as it does for an edit made here, and may stay on with several instances. While the
 * subscription is not live a message could be missed, so the generation is marked unheard and
 * that cache stands aside; once subscribed again, everything kept before is dropped.
 */
export function listenForExpiries() {
  if (state.subscriber) return
  setPageGenerationHeard(false)
  const subscriber = client().duplicate()
  state.subscriber = subscriber
  const heard = () => bumpPageGeneration()
  const unheard = () => setPageGenerationHeard(false)
  subscriber.on('error', unheard).on('reconnecting', unheard).on('end', unheard)
  subscriber.on('ready', () => {
    subscriber.subscribe(EXPIRED_CHANNEL, heard).then(() => {
      bumpPageGeneration()
      setPageGenerationHeard(true)
    }, unheard)
  })
  subscriber.connect().catch(() => {})
}

export const REVALIDATE_HOOK = Symbol.for('charity.cache.revalidateTags')

export default class RedisCacheHandler {
  static #prefix
  // Next makes a handler for each request: the generation the request began in (cache-handler.mjs).
  #generation = pageGeneration()

  constructor(ctx) {
    // Entries belong to one build: a page of another build names scripts this one lacks.
    if (!RedisCacheHandler.#prefix) {
      let buildId = 'dev'
      try {
        buildId = readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
      } catch {}
      RedisCacheHandler.#prefix = `charity:cache:${buildId}:`
    }
    client()
  }

  resetRequestCache() {}

  async get(key, ctx = {}) {
    const c = client()
    if (!c.isReady) return null
    try {
      const raw = await withTimeout(c.get(RedisCacheHandler.#prefix + key))
      if (!raw) return null
      const entry = JSON.parse(raw)
      const tags = [
        ...new Set([...(entry.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])]),
      ]
      let stale = false
      if (tags.length > 0) {
        const states = await withTimeout(c.hmGet(TAGS_KEY, tags))
        const now = Date.now()
        for (const text of states) {
          if (!text) continue
          const { s, e } = JSON.parse(text)
          if (e > entry.lastModified && e <= now) return null
          if (s > entry.lastModified) stale = true
        }
      }
      return {
        value: decode(entry.value),
        // A stale (not expired) tag: served once more while Next renders it again in the background.
        lastModified: stale ? 1 : entry.lastModified,
        cacheControl: entry.cacheControl,
      }
    } catch {
      return null
    }
  }

  async set(key, value, ctx = {}) {
    // Pages expired here or on another instance (heard on Redis) while this request rendered.
    if (!value || expiredSince(this.#generation)) return
    const c = client()
    if (!c.isReady) return
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl
    const tags = value.kind === 'FETCH' ? (ctx.tags ?? value.tags ?? []) : headerTags(value)
    const entry = { value: encode(value), tags, lastModified: Date.now(), cacheControl }
    try {
      await withTimeout(
        c.set(RedisCacheHandler.#prefix + key, JSON.stringify(entry), {
          expiration: {
            type: 'EX',
            value: ttlSeconds(value, cacheControl, ctx.revalidate ?? value.revalidate),
          },
        }),
      )
    } catch {
      // Not cached this time; the next visit renders again.
    }
  }

  async revalidateTag(tags, durations) {
    await revalidateTags(tags, durations)
  }
}
