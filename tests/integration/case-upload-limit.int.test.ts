import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import { UPLOAD_IP_LIMIT } from '@/features/cases/upload-limit.server'

const MAX_CASE_UPLOAD_BYTES = 50 * 1024 * 1024
import { createTestPayload } from '../helpers/test-payload'

/**
 * The case forms' uploads are counted per client address before their bodies are read
 * (issue 47, H2): past the limit, the answer is 429 and not one byte of the body is pulled.
 */
let payload: Payload
let close: () => Promise<void>
let xsrf = ''
type Post = (req: Request) => Promise<Response>
const routes: Record<string, Post> = {}
beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  void payload
  xsrf = await createXsrfToken(payloadSecret(env()))
  for (const form of ['case-searches', 'case-documents']) {
    routes[form] = (await import(`@/app/api/content/${form}/route`)).POST as Post
  }
})
afterAll(async () => close?.())

/** A multipart request whose body counts how often it is read. */
function upload(form: string, ip: string) {
  const reads = { count: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        reads.count++
        controller.enqueue(new TextEncoder().encode('--x--\r\n'))
        controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  const req = new Request(`http://localhost/api/content/${form}`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      'x-forwarded-for': ip,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    },
  } as RequestInit)
  return { req, reads }
}

describe('case uploads are limited before their bodies are read', () => {
  for (const form of ['case-searches', 'case-documents']) {
    it(`${form}: 429 past ${UPLOAD_IP_LIMIT.limit} an hour, the body unread`, async () => {
      const ip = `198.51.100.${form.length}`
      // Each is read (and refused by the form: 400, 422, or its own 429 of 5 an hour).
      for (let i = 0; i < UPLOAD_IP_LIMIT.limit; i++) {
        const { req, reads } = upload(form, ip)
        await routes[form]!(req)
        expect(reads.count).toBe(1)
      }
      const { req, reads } = upload(form, ip)
      const answer = await routes[form]!(req)
      expect(answer.status).toBe(429)
      expect(answer.headers.get('retry-after')).toBeTruthy()
      expect(reads.count).toBe(0)
      // Another address is not held up.
      const other = upload(form, `198.51.100.${200 + form.length}`)
      await routes[form]!(other.req)
      expect(other.reads.count).toBe(1)
    })
  }
})

/** A chunked multipart body of `megabytes` MB made as it is read, counting the bytes pulled. */
function largeUpload(form: string, ip: string, megabytes: number) {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(1024 * 1024).fill(0x61)
  let sent = 0
  const head = new TextEncoder().encode(
    '--x\r\nContent-Disposition: form-data; name="images[0]"; filename="a.jpg"\r\n\r\n',
  )
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = sent === 0 ? head : chunk
        if (sent >= megabytes) return controller.close()
        sent++
        pulled.bytes += next.byteLength
        controller.enqueue(next)
      },
    },
    { highWaterMark: 0 },
  )
  const req = new Request(`http://localhost/api/content/${form}`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      'x-forwarded-for': ip,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    },
  } as RequestInit)
  return { req, pulled }
}

// Issue 64: one anonymous 105 MB multipart to case-searches was read whole (RSS 376 → 808 MB):
// the limit was eleven 10 MB files. A request's files are now 50 MB together at most, and the
// body is cut off there as it arrives.
describe('a case upload past the limit of a request', () => {
  for (const [i, form] of ['case-searches', 'case-documents'].entries()) {
    it(`${form}: 413, cut off where the limit is passed`, async () => {
      const { req, pulled } = largeUpload(form, `198.51.100.${150 + i}`, 105)
      const answer = await routes[form]!(req)
      expect(answer.status).toBe(413)
      expect(pulled.bytes).toBeLessThan(MAX_CASE_UPLOAD_BYTES + 3 * 1024 * 1024)
    })
  }
})
