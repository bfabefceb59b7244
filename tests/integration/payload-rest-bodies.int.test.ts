import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 64, the lower findings on Payload's REST API, through the composition of
 * src/app/(payload)/api/[...slug]/route.ts: a multipart body without its boundary, and the
 * file route spelled with a capital, answered 500.
 */
type Ctx = { params: Promise<{ slug: string[] }> }
type Handler = (req: Request, ctx: Ctx) => Promise<Response>

let payload: Payload
let close: () => Promise<void>
let route: typeof import('@/app/(payload)/api/[...slug]/route')
let token: string

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  route = await import('@/app/(payload)/api/[...slug]/route')
  const email = `editor.${Date.now()}@newegypt.example`
  const password = 'a-long-test-password-1'
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] } })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
}, 120_000)
afterAll(async () => close?.())

let address = 0
function call(
  method: string,
  path: string,
  init: { type?: string; body?: string; auth?: boolean },
) {
  const req = new Request(`http://localhost/api/${path}`, {
    method,
    headers: {
      'x-forwarded-for': `198.51.100.${++address}`,
      ...(init.type ? { 'content-type': init.type } : {}),
      ...(init.auth ? { authorization: `JWT ${token}` } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  })
  const handler = (route as unknown as Record<string, Handler>)[method]!
  return handler(req, { params: Promise.resolve({ slug: path.split('/') }) })
}

describe('a multipart body Payload cannot parse', () => {
  it.each([
    ['POST', 'media'],
    ['POST', 'articles'],
    ['POST', 'users/login'],
    ['POST', 'contact-messages'],
    ['PATCH', 'articles/1'],
  ])('is a 400, not a 500: %s /api/%s', async (method, path) => {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=abc', // a body without that boundary
    ]) {
      for (const auth of [false, true]) {
        const res = await call(method, path, { type, body: 'x=1', auth })
        expect(res.status, `${type} ${auth} ${await res.clone().text()}`).toBeLessThan(500)
        if (res.status !== 403 && res.status !== 401)
          expect(res.status, `${type} ${auth ? 'staff' : 'anonymous'}`).toBe(400)
      }
    }
  })
})

describe("the file route's other spellings", () => {
  it.each(['media/File/x.png', 'media/FILE/x.png', 'media/file/x.png'])(
    'answer 404, not 500: /api/%s',
    async (path) => {
      for (const auth of [false, true]) {
        const res = await call('GET', path, { auth })
        expect(res.status, `${auth ? 'staff' : 'anonymous'} ${await res.clone().text()}`).toBe(404)
      }
    },
  )
})
