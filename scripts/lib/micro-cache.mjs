/**
 * A one-second cache in front of Next for answers Next itself serves from its cache.
 *
 * A cached page still costs Next its router work on every request (route matching, reading
 * the entry, the ETag, compression): about 1,100 answers a second on the bench machine against
 * 3,500 for nginx serving the same bytes. This keeps the last answer of each shared page for a
 * second and replays it byte for byte, headers included (its script policy too), so a busy page
 * is worked out by Next about once a second. Only answers any visitor may share are kept:
 * `200`, served by Next from its cache (`x-nextjs-cache: HIT`, or no such header for a route that
 * sets its own caching), `Cache-Control` with `s-maxage` and without private/no-store/no-cache, no
 * `Set-Cookie`, and a `Vary` this cache honours. Requests that may see something else go
 * straight to Next: React payload fetches (rsc, next-router-*), conditional requests (Next
 * answers 304), staff (authorization, the admin's cookie) and previews (draft-mode cookie).
 *
 * A staff edit expires pages through Next's cache handler; the handler bumps the generation
 * (`bumpPageGeneration`, src/lib/cache/generation.mjs) and every answer kept before it is
 * dropped, so an edit shows at once on the instance that made it. With Redis, other instances
 * hear of it on a channel and bump their generation too (decision 0065); while one cannot hear,
 * this cache stands aside there.
 */
import {
  expiredSince,
  pageGeneration,
  pageGenerationHeard,
} from '../../src/lib/cache/generation.mjs'
import { hasPreviewCookie } from './preview-cookie.mjs'

/** Request headers a kept answer may vary on; the key holds each. */
const KEYED = ['accept-encoding', 'lang', 'sec-ch-prefers-color-scheme']
/** Vary entries of Next's answers that are safe because such requests are never served here. */
const BYPASSED = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
]
const HONOURED = new Set([...KEYED, ...BYPASSED])
/** Not replayed: per request or per connection. */
const OWN_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
])
/** A signed-in visitor's session: their page is their own. */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/** @param {import('node:http').IncomingMessage} req */
function cacheable(req) {
  if (req.method !== 'GET') return false
  const url = req.url ?? '/'
  if (/^\/(_next|admin)(\/|$)/.test(url)) return false
  const h = req.headers
  if (h.authorization || h['if-none-match'] || h['if-modified-since']) return false
  if (BYPASSED.some((name) => h[name] !== undefined)) return false
  return !SESSION_COOKIE.test(h.cookie ?? '') && !hasPreviewCookie(h.cookie)
}

/** @param {import('node:http').IncomingMessage} req */
const keyOf = (req) =>
  [req.headers.host ?? '', req.url, ...KEYED.map((name) => String(req.headers[name] ?? ''))].join(
    '\n',
  )

/** Whether Next's answer (its headers) may be shared with every visitor who asks the same. */
export function shareable(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie'] !== undefined) return false
  // Next's own cache state: a fresh render (MISS) or a stale page being renewed (STALE) is not
  // kept, so a replayed answer is one Next served from its cache and says HIT truthfully.
  const state = headers['x-nextjs-cache']
  if (state !== undefined && String(state).toUpperCase() !== 'HIT') return false
  const control = String(headers['cache-control'] ?? '')
  if (!/\bs-maxage=\d/.test(control) || /\b(private|no-store|no-cache)\b/.test(control)) {
    return false
  }
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
  return vary.every((v) => HONOURED.has(v))
}

/**
 * @param {{ ttlMs: number, maxBytes?: number, maxEntryBytes?: number, now?: () => number }} options
 */
export function createMicroCache({
  ttlMs,
  maxBytes = 16 * 1024 * 1024,
  maxEntryBytes = 1024 * 1024,
  now = Date.now,
}) {
  /** @type {Map<string, { at: number, generation: number, headers: Record<string, unknown>, body: Buffer }>} */
  const entries = new Map()
  let bytes = 0
  const drop = (key) => {
    const entry = entries.get(key)
    if (entry) bytes -= entry.body.length
    entries.delete(key)
  }
  const store = (key, entry) => {
    drop(key)
    while (entries.size && bytes + entry.body.length > maxBytes) drop(entries.keys().next().value)
    entries.set(key, entry)
    bytes += entry.body.length
  }

  return {
    /** Entries kept now (for tests). */
    get size() {
      return entries.size
    },
    /**
     * Answers `req` from the cache when it can (true: sent); otherwise prepares `res` so that
     * Next's answer is kept if it may be shared. Call before anything wraps `res`.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    handle(req, res) {
      if (ttlMs <= 0 || !cacheable(req) || !pageGenerationHeard()) return false
      const key = keyOf(req)
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs && !expiredSince(hit.generation)) {
        // Marked, as nginx's X-Cache-Status, for whoever checks where an answer came from.
        res.writeHead(200, { ...hit.headers, 'x-micro-cache': 'HIT' })
        res.end(hit.body)
        return true
      }
      if (hit) drop(key)
      const started = now()
      const generation = pageGeneration()
      /** @type {Buffer[] | undefined} */
      let chunks = []
      let size = 0
      const keep = (chunk, encoding) => {
        if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
        const b = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        size += b.length
        if (size > maxEntryBytes) chunks = undefined
        else chunks.push(b)
      }
      const { write, end } = res
      res.write = function (chunk, encoding, callback) {
        keep(chunk, encoding)
        return write.call(res, chunk, encoding, callback)
      }
      res.end = function (chunk, encoding, callback) {
        keep(chunk, encoding)
        return end.call(res, chunk, encoding, callback)
      }
      res.once('finish', () => {
        const headers = res.getHeaders()
        if (!chunks || !shareable(res.statusCode, headers)) return
        // An edit while Next worked on this answer: it may be the old page; do not keep it.
        if (expiredSince(generation) || !pageGenerationHeard()) return
        const kept = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)),
        )
        store(key, { at: started, generation, headers: kept, body: Buffer.concat(chunks) })
      })
      return false
    },
  }
}
