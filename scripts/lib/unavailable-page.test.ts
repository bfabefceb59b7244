import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error -- Next's bundled copy of `compression` has no types
import compression from 'next/dist/compiled/compression'
import { addScriptPolicy } from './page-csp.mjs'
import { answerUnavailablePages } from './unavailable-page.mjs'

const PAGES = Symbol.for('charity.unavailablePages')
const registry = () =>
  ((globalThis as Record<symbol, unknown>)[PAGES] ??= new Map()) as Map<
    string,
    { html: string; at: number }
  >
const SORRY = '<!DOCTYPE html><html lang="ar" dir="rtl"><body><h1>down</h1></body></html>'

let server: Server | undefined
afterEach(() => server?.close())

/** A server whose handler answers like Next (status, headers, body in parts), wrapped as serve.mjs does. */
async function serve(status: number, id: string, hookDelayMs?: number) {
  server = createServer((req, res) => {
    addScriptPolicy(res)
    answerUnavailablePages(res, id)
    compression()(req, res, () => {
      if (hookDelayMs !== undefined) {
        setTimeout(() => registry().set(id, { html: SORRY, at: Date.now() }), hookDelayMs)
      }
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', etag: '"x"' })
      res.write('<!DOCTYPE html><html><body>')
      res.end('Next page</body></html>')
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } })
}

describe('answerUnavailablePages', () => {
  it('sends the page the hook left for a failed render as a 503 with Retry-After', async () => {
    const res = await serve(500, 'req-1', 5)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('10')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await res.text()).toBe(SORRY)
    expect(registry().has('req-1')).toBe(false) // taken
  })

  it('passes any other failure through unchanged', async () => {
    const res = await serve(500, 'req-2')
    expect(res.status).toBe(500)
    expect(res.headers.get('retry-after')).toBeNull()
    expect(await res.text()).toBe('<!DOCTYPE html><html><body>Next page</body></html>')
  })

  it('streams an answer below 500 untouched, even when a page was left for it', async () => {
    registry().set('req-3', { html: SORRY, at: Date.now() })
    const res = await serve(200, 'req-3')
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe('"x"')
    expect(await res.text()).toBe('<!DOCTYPE html><html><body>Next page</body></html>')
    registry().delete('req-3')
  })
})
