import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Staff sign-in through Payload's REST route as the app composes it,
 * against real PostgreSQL: failures throttled per client address, no account lock an outsider
 * can trigger, and the same answer and time for an unknown e-mail as for a wrong password.
 */
let payload: Payload
let close: () => Promise<void>
let post: (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const staff = { email: 'sign-in-admin@newegypt.example', password: 'Right-Password-2026' }
let addressNo = 0
/** A fresh client address (as scripts/serve.mjs leaves it in X-Forwarded-For). */
const newAddress = () => `198.51.100.${++addressNo}`

function signIn(address: string, body: Record<string, unknown>): Promise<Response> {
  const req = new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  return post(req, { params: Promise.resolve({ slug: ['users', 'login'] }) })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timed(address: () => string, body: Record<string, unknown>) {
  const t0 = performance.now()
  const res = await signIn(address(), body)
  const ms = performance.now() - t0
  return { res, ms, text: await res.text() }
}

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  const { default: config } = await import('@payload-config')
  const { payloadRestRoutes } = await import('@/lib/security/payload-routes.server')
  // The composition of src/app/(payload)/api/[...slug]/route.ts (without its CSS import).
  post = payloadRestRoutes(config, async () => payload).POST
  await payload.create({
    collection: 'users',
    data: { ...staff, name: 'Admin', roles: ['admin'] },
  })
})

afterAll(async () => {
  await close?.()
})

describe('staff sign-in', () => {
  it('refuses address A after five failures (429), while the admin signs in from address B', async () => {
    const a = newAddress()
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(a, { email: staff.email, password: `wrong-${i}` })
      expect(res.status, `attempt ${i}`).toBe(401)
    }
    const sixth = await signIn(a, { email: staff.email, password: 'wrong-6' })
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await sixth.json()).toEqual({
      errors: [{ message: 'Too many requests. Please wait a few minutes and try again.' }],
    })
    // Even the right password waits on A: the budget is the address's, whatever it sends.
    expect((await signIn(a, staff)).status).toBe(429)
    // Another account from A is refused too (guessing across accounts is the same attack).
    expect((await signIn(a, { email: 'other@newegypt.example', password: 'x' })).status).toBe(429)

    const b = await signIn(newAddress(), staff)
    expect(b.status).toBe(200)
    expect(((await b.json()) as { token?: string }).token).toBeTruthy()
  })

  it('counts a parallel burst from one address exactly', async () => {
    const a = newAddress()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(a, { email: `nobody-${i}@newegypt.example`, password: 'guess' }),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(7)
  })

  it('answers an unknown e-mail byte for byte as a wrong password, in similar time', async () => {
    const unknown = { email: 'nobody-here@newegypt.example', password: 'Some-Password-1' }
    const wrong = { email: staff.email, password: 'Some-Password-1' }
    const u = await timed(newAddress, unknown)
    const w = await timed(newAddress, wrong)
    expect(u.res.status).toBe(401)
    expect(w.res.status).toBe(401)
    expect(u.text).toBe(w.text)
    expect(u.res.headers.get('content-type')).toBe(w.res.headers.get('content-type'))

    const unknownMs: number[] = []
    const wrongMs: number[] = []
    for (let i = 0; i < 20; i++) {
      unknownMs.push((await timed(newAddress, unknown)).ms)
      wrongMs.push((await timed(newAddress, wrong)).ms)
    }
    const [mu, mw] = [median(unknownMs), median(wrongMs)]
    console.info(
      `[sign-in timing] median of 20: unknown e-mail ${mu.toFixed(1)} ms, wrong password ${mw.toFixed(1)} ms`,
    )
    // Before: about 7 ms against 130 ms. Both now hash one password: within a factor of 1.5.
    expect(mu / mw).toBeGreaterThan(1 / 1.5)
    expect(mu / mw).toBeLessThan(1.5)
  })
})
