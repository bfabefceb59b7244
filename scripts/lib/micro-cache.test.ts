import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { bumpPageGeneration, setPageGenerationHeard } from '../../src/lib/cache/generation.mjs'
import { createMicroCache, shareable } from './micro-cache.mjs'

const SHARED = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
}

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))
afterEach(() => setPageGenerationHeard(true))

/** A server like serve.mjs: the cache first, then "Next" (counted), which answers `answer`. */
async function serve(
  answer: (req: IncomingMessage, res: ServerResponse, n: number) => void,
  clock = { now: 0 },
) {
  const cache = createMicroCache({ ttlMs: 1000, now: () => clock.now })
  const seen = { next: 0 }
  server = createServer((req, res) => {
    res.setHeader('X-Request-Id', `req-${Math.random()}`)
    if (cache.handle(req, res)) return
    seen.next++
    answer(req, res, seen.next)
  })
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  const get = async (path = '/news', headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers })
    return { status: res.status, body: await res.text(), headers: res.headers }
  }
  return { get, seen, clock, cache }
}

const page = (_: IncomingMessage, res: ServerResponse, n: number) => {
  res.writeHead(200, SHARED)
  res.write(`<p>render ${n}`)
  res.end('</p>')
}

describe('micro cache', () => {
  it('replays a shared answer within the TTL, byte for byte, with its headers but a new request id', async () => {
    const s = await serve(page)
    const first = await s.get()
    const second = await s.get()
    expect(s.seen.next).toBe(1)
    expect(second.body).toBe('<p>render 1</p>')
    expect(second.headers.get('cache-control')).toBe(SHARED['cache-control'])
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect([first.headers.get('x-micro-cache'), second.headers.get('x-micro-cache')]).toEqual([
      null,
      'HIT',
    ])
    s.clock.now += 1000
    expect((await s.get()).body).toBe('<p>render 2</p>')
  })

  it('drops what it kept when pages are expired (a staff edit)', async () => {
    const s = await serve(page)
    await s.get()
    bumpPageGeneration()
    expect((await s.get()).body).toBe('<p>render 2</p>')
    expect((await s.get()).body).toBe('<p>render 2</p>')
  })

  it('keys by path, query, host and the headers an answer varies on', async () => {
    const s = await serve(page)
    await s.get('/news')
    await s.get('/news?page=2')
    await s.get('/news', { 'accept-encoding': 'gzip' })
    await s.get('/news', { lang: 'ar' })
    expect(s.seen.next).toBe(4)
    await s.get('/news?page=2')
    expect(s.seen.next).toBe(4)
  })

  it('sends to Next whatever may differ per visitor', async () => {
    const s = await serve(page)
    await s.get()
    for (const headers of <Record<string, string>[]>[
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'if-none-match': '"abc"' },
      { authorization: 'JWT x' },
      { cookie: 'lang=ar; payload-token=abc' },
      { cookie: '__prerender_bypass=1' },
    ]) {
      await s.get('/news', headers)
    }
    expect(s.seen.next).toBe(7)
    await s.get('/_next/static/chunks/a.js')
    await s.get('/_next/static/chunks/a.js')
    expect(s.seen.next).toBe(9)
  })

  it('never keeps a private, failed, cookie-setting or unknown-vary answer', async () => {
    const answers: Array<[number, Record<string, string>]> = [
      [200, { ...SHARED, 'cache-control': 'private, no-cache, no-store, max-age=0' }],
      [404, SHARED],
      [200, { ...SHARED, 'set-cookie': 'a=b' }],
      [200, { ...SHARED, vary: 'Cookie' }],
      [200, { 'content-type': 'text/html' }],
    ]
    const s = await serve((_, res, n) => {
      const [status, headers] = answers[(n - 1) % answers.length]!
      res.writeHead(status, headers)
      res.end(`answer ${n}`)
    })
    for (let i = 0; i < answers.length; i++) {
      await s.get(`/p${i}`)
      await s.get(`/p${i}`)
    }
    expect(s.cache.size).toBe(0)
    expect(s.seen.next).toBe(answers.length * 2)
  })

  it('does not keep an answer rendered across an edit (it may be the old page)', async () => {
    const s = await serve((req, res, n) => {
      bumpPageGeneration() // the edit lands while Next renders
      page(req, res, n)
    })
    await s.get()
    await s.get()
    expect(s.seen.next).toBe(2)
  })

  it('stands aside while expiries from other instances cannot be heard (Redis down), then resumes', async () => {
    const s = await serve(page)
    await s.get()
    setPageGenerationHeard(false)
    expect((await s.get()).body).toBe('<p>render 2</p>') // the kept answer is not replayed
    expect((await s.get()).body).toBe('<p>render 3</p>') // nor is a new one kept
    expect(s.cache.size).toBe(1) // (only the answer kept before)
    setPageGenerationHeard(true)
    bumpPageGeneration() // as the subscription does once it is live again
    expect((await s.get()).body).toBe('<p>render 4</p>')
    expect((await s.get()).body).toBe('<p>render 4</p>')
  })

  it('shareable(): Next’s cached answers only', () => {
    expect(shareable(200, SHARED)).toBe(true)
    expect(shareable(200, { ...SHARED, vary: 'lang, Sec-CH-Prefers-Color-Scheme' })).toBe(true)
    expect(shareable(200, { ...SHARED, 'cache-control': 'public, max-age=0' })).toBe(false)
    expect(shareable(304, SHARED)).toBe(false)
    // Before: a fresh render was kept and replayed saying MISS (cache-growth.spec failed).
    expect(shareable(200, { ...SHARED, 'x-nextjs-cache': 'MISS' })).toBe(false)
    expect(shareable(200, { ...SHARED, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(shareable(200, { ...SHARED, 'x-nextjs-cache': 'HIT' })).toBe(true)
  })
})
