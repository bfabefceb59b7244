import { once } from 'node:events'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '@/features/cases/schema'
import {
  bodyLimitFor,
  CASE_UPLOAD_BYTES,
  DEFAULT_BODY_BYTES,
  guardBody,
  TOO_LARGE_MESSAGE,
} from './body-limit.mjs'

const MB = 1024 * 1024

/**
 * A real HTTP server guarded as scripts/serve.mjs guards Next, behind which every route reads
 * its whole body the way Payload's REST handlers do (buffered, then copied again). 150 MB bodies
 * go to Payload's sign-in, a collection and the case upload, chunked and with a Content-Length.
 */
let server: Server
let base: string
let bytesRead = 0
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!guardBody(req, res, bodyLimitFor(req.url))) return
    void readTwice(req).then(
      (size) => res.end(JSON.stringify({ size })),
      () => res.destroy(),
    )
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

async function readTwice(req: IncomingMessage): Promise<number> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  bytesRead += Buffer.concat(chunks).length
  return Buffer.from(Buffer.concat(chunks)).length
}

/** Sends `size` bytes of one reused 1 MB chunk; the answer's status and body. */
function send(path: string, size: number, { chunked }: { chunked: boolean }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }),
      },
    })
    const chunk = Buffer.alloc(Math.min(MB, size), 0x61)
    let sent = 0
    let answered = false
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length
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
    // Writes after the refusal fail (the server closed the connection): the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    pump()
  })
}

const rssMb = () => process.memoryUsage().rss / MB

/** 150 MB to `path`, chunked then with a Content-Length: both 413 in the shared shape. */
async function refusesBoth(path: string) {
  for (const chunked of [true, false]) {
    const answer = await send(path, 150 * MB, { chunked })
    expect(answer.status, `${path} chunked=${chunked}`).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: { status: 413, message: TOO_LARGE_MESSAGE } })
  }
}

describe('one body limit in front of every route', () => {
  it('answers 150 MB bodies to Payload 413 without reading them, and keeps serving', async () => {
    const before = rssMb()
    await refusesBoth('/api/users/login')
    await refusesBoth('/api/articles')
    // At most the 1 MB limit and the chunks in flight; the old server held 2 × 150 MB per body.
    expect(rssMb() - before).toBeLessThan(32)
    expect(bytesRead).toBeLessThanOrEqual(2 * DEFAULT_BODY_BYTES)
    expect(await send('/api/users/login', 1024, { chunked: true })).toEqual({
      status: 200,
      body: JSON.stringify({ size: 1024 }),
    })
  }, 120_000)

  it('bounds the case upload at its own limit (111 MB), not at what is sent', async () => {
    const before = rssMb()
    await refusesBoth('/api/content/case-searches')
    expect(rssMb() - before).toBeLessThan(111 + 32)
    expect(bytesRead).toBeLessThanOrEqual(2 * bodyLimitFor('/api/content/case-searches'))
  }, 120_000)

  it('lets a body up to the limit through, chunked or not', async () => {
    expect((await send('/api/articles', DEFAULT_BODY_BYTES, { chunked: true })).status).toBe(200)
    expect((await send('/api/articles', DEFAULT_BODY_BYTES, { chunked: false })).status).toBe(200)
    expect((await send('/api/articles', DEFAULT_BODY_BYTES + MB, { chunked: false })).status).toBe(
      413,
    )
  })

  it('gives only the upload routes more, as much as their own readers take', () => {
    expect(CASE_UPLOAD_BYTES).toBe(MAX_UPLOAD_BYTES)
    expect(bodyLimitFor('/api/content/case-searches')).toBe(MAX_UPLOAD_BYTES + MB)
    expect(bodyLimitFor('/api/content/case-documents?x=1')).toBe(MAX_UPLOAD_BYTES + 64 * 1024)
    expect(bodyLimitFor('/api/media')).toBe(20 * MB)
    expect(bodyLimitFor('/api/media/12')).toBe(20 * MB)
    for (const path of ['/api/users/login', '/api/graphql', '/api/articles', '/admin/x', '/']) {
      expect(bodyLimitFor(path), path).toBe(DEFAULT_BODY_BYTES)
    }
  })
})
