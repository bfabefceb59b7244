import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'
import { xsrfToken } from './form-helpers'

/**
 * One body limit in front of every route (issue 47, H2; decision 0077), on the production
 * server: 150 MB bodies sent anonymously to Payload's sign-in, a Payload collection and the case
 * upload, chunked and with a Content-Length, are answered 413, and the server keeps serving
 * without its memory growing by the bodies (before: 100 MB to /api/users/login took it down).
 */
const MB = 1024 * 1024
const url = new URL(E2E.baseURL)

/** The resident memory (MB) of the serving process of this suite (scripts/serve.mjs on its port). */
function serverRssMb(): number {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (!cmd.includes('scripts/serve.mjs')) continue
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      if (!environ.includes(`PORT=${url.port}`)) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
      return Number(rss) / 1024
    } catch {
      // a process that ended meanwhile
    }
  }
  throw new Error(`no serving process on port ${url.port}`)
}

/** POSTs `size` bytes (one reused 1 MB chunk) and resolves with the answer's status and body. */
function send(path: string, size: number, chunked: boolean, xsrf: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      headers: {
        'Content-Type': path.includes('case-')
          ? 'multipart/form-data; boundary=x'
          : 'application/json',
        'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 200) + 20}`,
        // What the site's own forms send (else they answer 403 before reading anything).
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': xsrf,
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }),
      },
    })
    const chunk = Buffer.alloc(MB, 0x61)
    let sent = 0
    let answered = false
    const pump = () => {
      while (!answered && sent < size) {
        sent += MB
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.on('data', (d: Buffer) => (body += d.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    pump()
  })
}

test('150 MB bodies to Payload and the case upload are refused (413) and the server serves on', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const xsrf = await xsrfToken(page)
  const before = serverRssMb()
  let peak = before
  for (const path of ['/api/users/login', '/api/articles', '/api/content/case-searches']) {
    for (const chunked of [true, false]) {
      const answer = await send(path, 150 * MB, chunked, xsrf)
      expect(answer.status, `${path} chunked=${chunked}`).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({
        error: { status: 413, message: 'The request is too large.' },
      })
      peak = Math.max(peak, serverRssMb())
    }
  }
  expect((await request.get('/api/health')).status()).toBe(200)
  // Bounded by the case upload's own limit (111 MB) at most, never by what was sent (6 × 150 MB).
  console.log(`serving process RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most`)
  expect(peak - before, `RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MB`).toBeLessThan(160)
})
