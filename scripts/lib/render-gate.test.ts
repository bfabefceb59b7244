import { EventEmitter } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createRenderGate, prerenderedPaths, renderLimit, servedFromBuild } from './render-gate.mjs'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** A server whose every request goes through a gate of `limit`; each answer waits for `release`. */
async function gatedServer(limit: number) {
  const gate = createRenderGate({ limit })
  const started: string[] = []
  const held = new Map<string, ServerResponse>()
  let peak = 0
  server = createServer((req, res) =>
    gate.admit(res, () => {
      started.push(req.url!)
      held.set(req.url!, res)
      peak = Math.max(peak, gate.running)
    }),
  )
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  const port = (server.address() as AddressInfo).port
  const get = (url: string) => {
    const req = request({ port, path: url, host: '127.0.0.1', agent: false })
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (r) => resolve(r.statusCode!)).on('error', reject)
    })
    req.end()
    return { req, answered }
  }
  const release = (url: string) => held.get(url)!.end('ok')
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
    expect(check()).toBe(true)
  }
  return { gate, started, get, release, until, peak: () => peak }
}

describe('the render gate', () => {
  it('lets `limit` requests through at once and the rest in order of arrival', async () => {
    const { gate, started, get, release, until, peak } = await gatedServer(2)
    const calls = []
    for (const url of ['/a', '/b', '/c', '/d', '/e']) {
      calls.push(get(url))
      await until(() => gate.running + gate.waiting === calls.length)
    }
    expect(started).toEqual(['/a', '/b'])
    expect(gate.waiting).toBe(3)
    release('/b')
    await until(() => started.length === 3)
    expect(started).toEqual(['/a', '/b', '/c'])
    for (const url of ['/a', '/c', '/d', '/e']) {
      await until(() => started.includes(url))
      release(url)
    }
    expect(await Promise.all(calls.map((c) => c.answered))).toEqual([200, 200, 200, 200, 200])
    expect(peak()).toBe(2)
    await until(() => gate.running === 0 && gate.waiting === 0)
  })

  it('forgets a visitor who leaves while waiting, and gives a cut answer’s slot back', async () => {
    const { gate, started, get, release, until } = await gatedServer(1)
    const first = get('/first')
    await until(() => started.length === 1)
    const leaving = get('/leaving')
    const last = get('/last')
    await until(() => gate.waiting === 2)
    leaving.req.destroy()
    leaving.answered.catch(() => undefined)
    await until(() => gate.waiting === 1)
    first.req.destroy() // the answer in progress is cut: its slot is free again
    first.answered.catch(() => undefined)
    await until(() => started.length === 2)
    expect(started).toEqual(['/first', '/last'])
    release('/last')
    expect(await last.answered).toBe(200)
    await until(() => gate.running === 0 && gate.waiting === 0)
  })

  it('gives each client its turn: 300 waiting from one do not hold up another', () => {
    const gate = createRenderGate({ limit: 2 })
    const started: string[] = []
    const answers: EventEmitter[] = []
    const ask = (name: string, client: string) => {
      const res = new EventEmitter()
      answers.push(res)
      gate.admit(res as unknown as ServerResponse, () => started.push(name), client)
      return res
    }
    for (let i = 0; i < 300; i++) ask(`a${i}`, '203.0.113.1')
    ask('b0', '198.51.100.2')
    ask('b1', '198.51.100.2')
    expect(started).toEqual(['a0', 'a1'])
    // The freed slots go to the clients in turn (the first was in line first), not to the 298
    // requests the first client has still waiting.
    for (const i of [0, 1, 2]) answers[i]!.emit('close')
    expect(started).toEqual(['a0', 'a1', 'a2', 'b0', 'a3'])
    answers[3]!.emit('close')
    expect(started.at(-1)).toBe('b1')
    expect(gate.waiting).toBe(300 - 4)
  })

  it('lets every request through at once when the limit is 0', async () => {
    const { gate, started, get, release, until } = await gatedServer(0)
    const calls = ['/a', '/b', '/c'].map((url) => get(url))
    await until(() => started.length === 3)
    expect(gate.waiting).toBe(0)
    for (const url of started) release(url)
    expect(await Promise.all(calls.map((c) => c.answered))).toEqual([200, 200, 200])
  })
})

describe('pages served from the build', () => {
  const built = new Set(['/', '/aboutus', '/ar/aboutus'])
  const req = (url: string, cookie?: string) => ({ url, headers: cookie ? { cookie } : {} })

  it('are the prerendered paths, with or without a query or a trailing slash', () => {
    expect(servedFromBuild(built, req('/'))).toBe(true)
    expect(servedFromBuild(built, req('/aboutus?x=1'))).toBe(true)
    expect(servedFromBuild(built, req('/ar/aboutus/'))).toBe(true)
    expect(servedFromBuild(built, req('/newEgyptNews/some-article'))).toBe(false)
  })

  it('are rendered for a preview (draft-mode cookie)', () => {
    expect(servedFromBuild(built, req('/aboutus', 'a=1; __prerender_bypass=x'))).toBe(false)
    expect(servedFromBuild(built, req('/aboutus', 'lang=ar'))).toBe(true)
  })

  it('come from the build’s prerender manifest, and are none without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-gate-'))
    expect(prerenderedPaths(dir).size).toBe(0)
    writeFileSync(
      path.join(dir, 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/': {}, '/boards': {} }, dynamicRoutes: { '/n/[slug]': {} } }),
    )
    expect([...prerenderedPaths(dir)]).toEqual(['/', '/boards'])
  })
})

describe('the render limit', () => {
  it('is RENDER_CONCURRENCY when set, else twice the cores and at least 2', () => {
    expect(renderLimit({ RENDER_CONCURRENCY: '6' }, 2)).toBe(6)
    expect(renderLimit({ RENDER_CONCURRENCY: '0' }, 2)).toBe(0)
    expect(renderLimit({}, 2)).toBe(4)
    expect(renderLimit({ RENDER_CONCURRENCY: ' ' }, 8)).toBe(16)
    expect(renderLimit({}, 1)).toBe(2)
  })
})
