import { describe, expect, it } from 'vitest'
import { readFormBody, readJsonBody } from './body'
import { RequestRefused } from './http'

/** A request whose body arrives in chunks, with no Content-Length (as `Transfer-Encoding: chunked`). */
function chunkedRequest(chunks: string[], onPull?: (index: number) => void) {
  const encoder = new TextEncoder()
  let i = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.(i)
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]))
      else controller.close()
    },
  })
  return new Request('http://localhost/api/content/contact-us', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit)
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof RequestRefused ? { status: e.status, message: e.message } : e),
  )

describe('readJsonBody', () => {
  it('parses a JSON body within the limit', async () => {
    expect(await readJsonBody(chunkedRequest(['{"a":', '1}']), 100)).toEqual({ a: 1 })
  })

  it('refuses a declared Content-Length above the limit without reading', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: 'x'.repeat(200),
      headers: { 'content-length': '200' },
    })
    expect(await refusal(readJsonBody(req, 100))).toEqual({
      status: 413,
      message: 'The request is too large.',
    })
    expect(req.bodyUsed).toBe(false)
  })

  it('cuts a chunked body off at the limit instead of reading it in full', async () => {
    const pulled: number[] = []
    const chunks = Array.from({ length: 50 }, () => 'x'.repeat(40))
    const req = chunkedRequest(chunks, (i) => pulled.push(i))
    expect(await refusal(readJsonBody(req, 100))).toEqual({
      status: 413,
      message: 'The request is too large.',
    })
    // 3 chunks of 40 bytes pass 100: the reader stops there (a pull may be queued ahead).
    expect(pulled.length).toBeLessThanOrEqual(5)
  })

  it('refuses a body that lies about its length', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: 'x'.repeat(500),
      headers: { 'content-length': '10' },
    })
    expect(await refusal(readJsonBody(req, 100))).toMatchObject({ status: 413 })
  })

  it('refuses a body that is not JSON with 400', async () => {
    expect(await refusal(readJsonBody(chunkedRequest(['<html>']), 100))).toEqual({
      status: 400,
      message: 'The request body must be JSON.',
    })
    expect(await refusal(readJsonBody(chunkedRequest([]), 100))).toMatchObject({ status: 400 })
  })
})

describe('readFormBody', () => {
  const multipart = () => {
    const form = new FormData()
    form.set('name', 'Amal')
    form.set('photo', new Blob(['x'.repeat(300)], { type: 'image/png' }), 'a.png')
    return new Request('http://localhost/x', { method: 'POST', body: form })
  }

  it('reads multipart form data within the limit', async () => {
    const form = await readFormBody(multipart(), 10_000, { multipartOnly: true })
    expect(form.get('name')).toBe('Amal')
    expect((form.get('photo') as File).size).toBe(300)
  })

  it('refuses multipart data past the limit with 413', async () => {
    expect(await refusal(readFormBody(multipart(), 200))).toMatchObject({ status: 413 })
  })

  it('refuses another content type with 415 when multipart is required', async () => {
    const req = new Request('http://localhost/x', { method: 'POST', body: '{}' })
    expect(await refusal(readFormBody(req, 100, { multipartOnly: true }))).toEqual({
      status: 415,
      message: 'The request body must be multipart/form-data.',
    })
  })

  it('refuses a body that cannot be read as form data with 400', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    })
    expect(await refusal(readFormBody(req, 100))).toEqual({
      status: 400,
      message: 'The request body must be form data.',
    })
  })
})
