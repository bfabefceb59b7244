import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/free-port'
import { missingPrograms, startRedis, type RedisServer } from '../topology/cluster'

/**
 * The shared cache on a real redis-server (decision 0033): what one instance stores and
 * revalidates, another reads; Redis going away makes reads misses, never errors; a wrong
 * REDIS_URL stops the start. Two handler objects play two instances (Next makes one per request).
 */
const noRedis = missingPrograms().includes('redis-server')
if (noRedis && process.env.CI)
  throw new Error('redis-server is missing: apt-get install -y redis-server')

type Handler = {
  get(
    key: string,
    ctx?: object,
  ): Promise<{ value: Record<string, unknown>; lastModified: number; cacheControl?: object } | null>
  set(key: string, value: object, ctx?: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

describe.skipIf(noRedis)('the Redis cache handler', () => {
  let redis: RedisServer
  let dir: string
  // Next makes a handler for each request: every call is one request on instance A or B.
  let A: () => Handler
  let B: () => Handler
  let mod: typeof import('../../src/lib/cache/redis-cache-handler.mjs')

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'redis-cache-'))
    redis = await startRedis(path.join(dir, 'redis'))
    process.env.REDIS_URL = redis.url
    mkdirSync(path.join(dir, 'dist', 'server'), { recursive: true })
    writeFileSync(path.join(dir, 'dist', 'BUILD_ID'), 'test-build')
    mod = await import('../../src/lib/cache/redis-cache-handler.mjs')
    const make = () =>
      new mod.default({ serverDistDir: path.join(dir, 'dist', 'server') }) as Handler
    A = make
    B = make
    const until = Date.now() + 5_000
    while (!(await A().get('/probe')) && Date.now() < until) {
      await A().set(
        '/probe',
        { kind: 'FETCH', data: { body: '1', headers: {} }, revalidate: 60 },
        { fetchCache: true, tags: [] },
      )
      await new Promise((r) => setTimeout(r, 100))
    }
  }, 60_000)
  afterAll(async () => {
    await redis?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const page = (html: string, tags = '_N_T_/layout,_N_T_/aboutus/page,content') => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from([0, 1, 2, 255]),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  })
  const pageCtx = { cacheControl: { revalidate: 300, expire: undefined }, isFallback: false }

  it('serves on one instance what the other stored, bytes and lifetime included', async () => {
    await A().set('/aboutus', page('<h1>About</h1>'), pageCtx)
    const got = await B().get('/aboutus', { kind: 'APP_PAGE' })
    expect(got?.value.html).toBe('<h1>About</h1>')
    expect(Buffer.compare(got?.value.rscData as Buffer, Buffer.from([0, 1, 2, 255]))).toBe(0)
    expect((got?.value.segmentData as Map<string, Buffer>).get('/_tree')?.toString()).toBe('tree')
    expect(got?.cacheControl).toEqual({ revalidate: 300 })
  })

  it("expires on every instance the entries of a tag revalidated on one (pages' and data's)", async () => {
    await A().set('/news', page('<h1>News</h1>', '_N_T_/layout,_N_T_/news/page'), pageCtx)
    await A().set(
      'data-key',
      { kind: 'FETCH', data: { body: '{"a":1}', headers: {} }, revalidate: 300 },
      { fetchCache: true, tags: ['content'] },
    )
    await A().set('/other', page('<h1>Other</h1>', '_N_T_/other/page'), pageCtx)
    await new Promise((r) => setTimeout(r, 5))
    await B().revalidateTag(['_N_T_/layout'])
    expect(await A().get('/news', { kind: 'APP_PAGE' })).toBeNull()
    expect(await A().get('/other', { kind: 'APP_PAGE' })).not.toBeNull()
    // A data entry is expired through its own tags and through the page's implicit (soft) tags.
    expect(
      await A().get('data-key', { kind: 'FETCH', tags: ['content'], softTags: ['_N_T_/layout'] }),
    ).toBeNull()
    await A().set(
      'data-key',
      { kind: 'FETCH', data: { body: '{"a":2}', headers: {} }, revalidate: 300 },
      { fetchCache: true, tags: ['content'] },
    )
    expect(await A().get('data-key', { kind: 'FETCH', tags: ['content'] })).not.toBeNull()
    await new Promise((r) => setTimeout(r, 5))
    await B().revalidateTag('content', { expire: 0 })
    expect(await A().get('data-key', { kind: 'FETCH', tags: ['content'] })).toBeNull()
  })

  it('keeps nothing a request rendered when pages were expired, here or elsewhere, after it began', async () => {
    const rendering = A()
    await new Promise((r) => setTimeout(r, 5))
    await B().revalidateTag(['_N_T_/layout']) // staff published on B meanwhile
    await rendering.set('/race', page('<h1>Before the edit</h1>'), pageCtx)
    expect(await B().get('/race', { kind: 'APP_PAGE' })).toBeNull()
    const afterwards = A()
    await afterwards.set('/race', page('<h1>After the edit</h1>'), pageCtx)
    expect((await B().get('/race', { kind: 'APP_PAGE' }))?.value.html).toBe(
      '<h1>After the edit</h1>',
    )
  })

  it('expires pages from outside a request too (a scheduled job), through the hook', async () => {
    await A().set('/from-job', page('<h1>Job</h1>', '_N_T_/layout,_N_T_/from-job/page'), pageCtx)
    await new Promise((r) => setTimeout(r, 5))
    await mod.revalidateTags(['_N_T_/layout', 'content'])
    expect(await B().get('/from-job', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('keeps answers for absent things a minute only, real pages longer', () => {
    expect(mod.ttlSeconds({ kind: 'APP_PAGE', status: 404 }, { revalidate: 300 })).toBe(60)
    expect(mod.ttlSeconds({ kind: 'APP_PAGE', status: 200 }, { revalidate: 300 })).toBe(3000)
    expect(mod.ttlSeconds({ kind: 'FETCH', data: { body: '{}' } }, undefined, 86400)).toBe(86400)
  })

  it('with Redis gone: reads are quick misses, writes do not throw, revalidations wait and then apply', async () => {
    await A().set('/kept', page('<h1>Kept</h1>', '_N_T_/kept/page'), pageCtx)
    await redis.stop()
    const started = Date.now()
    expect(await B().get('/kept', { kind: 'APP_PAGE' })).toBeNull()
    await A().set('/new', page('<h1>New</h1>'), pageCtx)
    await B().revalidateTag('_N_T_/kept/page')
    expect(Date.now() - started).toBeLessThan(3 * mod.COMMAND_TIMEOUT_MS)
    await redis.start()
    // The client reconnects by itself; the revalidation made meanwhile is written then.
    const until = Date.now() + 10_000
    let probe: unknown = null
    while (!probe && Date.now() < until) {
      await A().set('/probe2', page('<h1>p</h1>', '_N_T_/p'), pageCtx)
      probe = await A().get('/probe2', { kind: 'APP_PAGE' })
      if (!probe) await new Promise((r) => setTimeout(r, 200))
    }
    expect(probe).not.toBeNull()
    // Redis came back empty (no persistence here): the tag's time is there again all the same.
    const { createClient } = await import('@redis/client')
    const raw = createClient({ url: redis.url })
    await raw.connect()
    try {
      let kept: string | null = null
      for (let i = 0; i < 20 && !kept; i++) {
        kept = await raw.hGet('charity:cache:tags', '_N_T_/kept/page')
        if (!kept) await new Promise((r) => setTimeout(r, 100))
      }
      expect(JSON.parse(kept!).e).toBeLessThanOrEqual(Date.now())
    } finally {
      await raw.close()
    }
  }, 30_000)

  it('a wrong REDIS_URL stops the start with a message naming it', async () => {
    const { checkRedis } = await import('../../scripts/lib/redis-check.mjs')
    const port = await freePort()
    await expect(checkRedis(`redis://127.0.0.1:${port}`, 2_000)).rejects.toThrow(
      new RegExp(
        `^REDIS_URL: cannot use the Redis server at redis://127.0.0.1:${port} \\(ECONNREFUSED\\)`,
      ),
    )
    await expect(checkRedis('http://127.0.0.1:6379')).rejects.toThrow(
      /^REDIS_URL: must start with redis:\/\//,
    )
    await expect(checkRedis(redis.url)).resolves.toBeUndefined()
  })
})
