import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Staff accounts (issue 47, low findings): passwords of at least 12 characters, other sessions
 * ended by a password change, and an account's guesses limited from many addresses without
 * shutting its owner out.
 */
let payload: Payload
let close: () => Promise<void>
type Route = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let post: Route
let get: Route
let patch: Route

let addressNo = 0
const newAddress = () => `198.51.100.${++addressNo}`

function call(
  route: Route,
  method: string,
  path: string,
  init: { body?: unknown; token?: string; address?: string } = {},
) {
  const req = new Request(`http://localhost/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': init.address ?? newAddress(),
      ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
  return route(req, { params: Promise.resolve({ slug: path.split('/') }) })
}

async function signIn(email: string, password: string, address?: string) {
  const res = await call(post, 'POST', 'users/login', { body: { email, password }, address })
  const body = (await res.json()) as { token?: string; user?: { id: number } }
  return { status: res.status, token: body.token, id: body.user?.id }
}

async function me(token: string) {
  const res = await call(get, 'GET', 'users/me', { token })
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null
}

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  const { default: config } = await import('@payload-config')
  const { REST_GET, REST_PATCH } = await import('@payloadcms/next/routes')
  const { payloadRestRoutes } = await import('@/lib/security/payload-routes.server')
  // The composition of src/app/(payload)/api/[...slug]/route.ts (without its CSS import).
  post = payloadRestRoutes(config, async () => payload).POST
  get = REST_GET(config)
  patch = REST_PATCH(config)
})
afterAll(async () => close?.())

const newStaff = async (tag: string, password = 'Long-Enough-Password-1') => {
  const email = `${tag}@newegypt.example`
  await payload.create({
    collection: 'users',
    data: { email, password, name: tag, roles: ['editor'] },
  })
  return { email, password }
}

describe('a new staff account', () => {
  it('is refused until an administrator chooses a role (none is chosen for them)', async () => {
    const data = { email: 'no-role@newegypt.example', password: 'Long-Enough-Password-1' }
    // Without roles, as the admin's form sends it when none is picked (the types ask for them).
    const noRoles = data as typeof data & { roles: [] }
    await expect(payload.create({ collection: 'users', data: noRoles })).rejects.toThrow(/roles/i)
    await expect(
      payload.create({ collection: 'users', data: { ...data, roles: [] } }),
    ).rejects.toThrow(/roles/i)
    expect(
      (await payload.find({ collection: 'users', where: { email: { equals: data.email } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('staff passwords', () => {
  it('refuses a password under 12 characters, on create and on change', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'short@newegypt.example', password: 'abc', roles: ['editor'] },
      }),
    ).rejects.toThrow(/password/i)
    const staff = await newStaff('changer')
    const { id, token } = await signIn(staff.email, staff.password)
    const res = await call(patch, 'PATCH', `users/${id}`, {
      token,
      body: { password: 'elevenchars' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('at least 12 characters')
    expect((await signIn(staff.email, staff.password)).status).toBe(200)
  })

  it('ends the account’s other sessions when its password is changed', async () => {
    const staff = await newStaff('two-devices')
    const laptop = await signIn(staff.email, staff.password)
    const phone = await signIn(staff.email, staff.password)
    expect(await me(phone.token!)).toBe(staff.email)
    const res = await call(patch, 'PATCH', `users/${laptop.id}`, {
      token: laptop.token,
      body: { password: 'A-New-Long-Password-2' },
    })
    expect(res.status).toBe(200)
    expect(await me(phone.token!)).toBeNull()
    expect(await me(laptop.token!)).toBe(staff.email)
  })
})

describe('one account guessed from many addresses', () => {
  it('refuses the guessing addresses past 20 failures, while the owner signs in from theirs', async () => {
    const staff = await newStaff('guessed')
    const guessers = Array.from({ length: 10 }, () => newAddress())
    for (const address of guessers) {
      for (let i = 0; i < 2; i++) {
        expect((await signIn(staff.email, `Wrong-Password-${i}-x`, address)).status).toBe(401)
      }
    }
    // Each guessing address is now refused for this account, even with the right password.
    for (const address of guessers) {
      expect((await signIn(staff.email, 'Wrong-Password-9-x', address)).status).toBe(429)
    }
    // The owner, from an address that has not failed, signs in.
    expect((await signIn(staff.email, staff.password)).status).toBe(200)
    // Another account, from a guessing address, is not held up by this one.
    const other = await newStaff('bystander')
    expect((await signIn(other.email, other.password, guessers[0])).status).toBe(200)
  })

  it('refuses a reset to a password under 12 characters', async () => {
    const res = await call(post, 'POST', 'users/reset-password', {
      body: { token: 'whatever', password: 'short' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('at least 12 characters')
  })
})
