import { createServer, type Server } from 'node:http'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import autocannon from 'autocannon'
import sirv from 'sirv'
import type { Endpoint } from './config'

export interface LoadRun {
  requestsPerSecond: number
  medianMs: number
  p99Ms: number
  non2xx: number
  errors: number
}

/** `connections` clients asking for `url` back to back for `seconds` (autocannon). */
export async function hammer(
  url: string,
  connections: number,
  seconds: number,
  headers?: Record<string, string>,
): Promise<LoadRun> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** Where an endpoint's answer is saved for the static server (the query string is dropped). */
export function staticFileFor(endpoint: Endpoint): string {
  const clean = new URL(endpoint.path, 'http://x').pathname.replace(/\/+$/, '')
  if (endpoint.kind === 'json') return `${clean}.json`
  return clean === '' ? '/index.html' : `${clean}.html`
}

/**
 * A plain static file server (sirv, as used by `vite preview`) serving the
 * answers of the real server saved to disk: the yardstick the cached pages
 * are compared with. Same machine, same HTTP stack, no compression on either
 * side (autocannon does not ask for it).
 */
export async function startStaticServer(
  origin: string,
  endpoints: Endpoint[],
  dir: string,
  port: number,
): Promise<{ close(): Promise<void> }> {
  await rm(dir, { recursive: true, force: true })
  for (const e of endpoints) {
    const res = await fetch(new URL(e.path, origin))
    if (!res.ok) throw new Error(`${e.path}: HTTP ${res.status}`)
    const file = path.join(dir, staticFileFor(e))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, Buffer.from(await res.arrayBuffer()))
  }
  const serve = sirv(dir, { extensions: ['html', 'json'], etag: true, dev: false })
  const server: Server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404
      res.end('Not found')
    }),
  )
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The static server's URL for an endpoint: the same path, the query kept (sirv ignores it). */
export const staticUrl = (port: number, endpoint: Endpoint) =>
  `http://127.0.0.1:${port}${endpoint.path}`
