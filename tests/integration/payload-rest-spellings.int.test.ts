import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 64 (H, items 1, 2 and 6): security decisions never depend on how a path is spelled,
 * and reads are bounded for everyone. Payload matches its endpoints case-insensitively (and
 * Next hands it decoded paths), so `/api/users/LOGIN` skipped a throttle that compared the
 * exact lower-case path. Here: Payload's own routes (no edge wrapper) enforce the sign-in
 * throttle, the password rule and the answer of /api/access; the app's composition answers
 * other spellings of those routes 404 or as the canonical one; staff reads are bounded; costly
 * anonymous queries are refused quickly.
 */
type Ctx = { params: Promise<{ slug: string[] }> }
type Handler = (req: Request, ctx: Ctx) => Promise<Response>
type Method = 'GET' | 'POST'

let payload: Payload
let close: () => Promise<void>
/** Payload's own routes, without any wrapper of ours. */
let bare: Record<Method, Handler>
/** The composition of src/app/(payload)/api/[...slug]/route.ts. */
let app: Record<Method, Handler>

const staff = { email: 'spellings-admin@newegypt.example', password: 'Right-Password-2026' }
const editor = { email: 'spellings-editor@newegypt.example', password: 'Editor-Password-2026' }
/** Resets its password (which ends its sessions): not the editor whose token the reads use. */
const resetter = { email: 'spellings-reset@newegypt.example', password: 'Reset-Password-2026' }
let editorToken = ''
let addressNo = 0
const newAddress = () => `203.0.113.${++addressNo}`

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  const { default: config } = await import('@payload-config')
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { payloadRestRoutes } = await import('@/lib/security/payload-routes.server')
  bare = { GET: REST_GET(config) as Handler, POST: REST_POST(config) as Handler }
  app = payloadRestRoutes(config, async () => payload) as unknown as Record<Method, Handler>
  await payload.create({ collection: 'users', data: { ...staff, roles: ['admin'] } })
  await payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } })
  await payload.create({ collection: 'users', data: { ...resetter, roles: ['editor'] } })
  editorToken = (await payload.login({ collection: 'users', data: editor })).token ?? ''
  const pool = (payload.db as unknown as { pool: Pool }).pool
  await pool.query(`INSERT INTO countries (id, name_en, iso_code) VALUES (1, 'Egypt', 'EG')`)
  await pool.query(`INSERT INTO states (id, name_en, country_id)
    SELECT n, 'State ' || n, 1 FROM generate_series(1, 20) n`)
  await pool.query(`INSERT INTO cities (id, name_en, state_id, latitude, longitude)
    SELECT n, 'City ' || n, 1 + n % 20, 30, 31 FROM generate_series(1, 700) n`)
}, 120_000)

afterAll(async () => {
  await close?.()
})

function request(
  method: Method,
  path: string,
  init: { body?: unknown; address?: string; token?: string } = {},
): [Request, Ctx] {
  const url = new URL(path, 'http://site.test')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const req = new Request(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': init.address ?? newAddress(),
      ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
  return [req, { params: Promise.resolve({ slug }) }]
}

const viaBare = (method: Method, path: string, init?: Parameters<typeof request>[2]) =>
  bare[method](...request(method, path, init))
const viaApp = (method: Method, path: string, init?: Parameters<typeof request>[2]) =>
  app[method](...request(method, path, init))

/** Other spellings of a path: case, percent-encoding, trailing slash, doubled slash. */
function spellingsOf(path: string): string[] {
  const last = path.lastIndexOf('/')
  const head = path.slice(0, last + 1)
  const tail = path.slice(last + 1)
  const hex = tail.charCodeAt(0).toString(16).toUpperCase()
  return [
    head + tail.toUpperCase(),
    head + tail[0]!.toUpperCase() + tail.slice(1),
    `${head}%${hex}${tail.slice(1)}`,
    `${head}%${hex.toLowerCase()}${tail.slice(1)}`,
    `${path}/`,
    `${head.slice(0, -1)}//${tail}`,
  ]
}

describe('inside Payload, whatever the spelling (no wrapper of ours)', () => {
  it('throttles failed sign-ins per address: the sixth is 429 with Retry-After', async () => {
    const address = newAddress()
    for (let i = 1; i <= 5; i++) {
      const res = await viaBare('POST', '/api/users/login', {
        address,
        body: { email: staff.email, password: `wrong-${i}` },
      })
      expect(res.status, `attempt ${i}`).toBe(401)
    }
    const sixth = await viaBare('POST', '/api/users/login', { address, body: staff })
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await sixth.json()).toEqual({
      errors: [{ message: 'Too many requests. Please wait a few minutes and try again.' }],
    })
  })

  it('refuses a reset to a password under 12 characters (400), and takes a long one', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: resetter.email },
      disableEmail: true,
    })
    const short = await viaBare('POST', '/api/users/reset-password', {
      body: { token, password: 'abc' },
    })
    expect(short.status).toBe(400)
    expect(JSON.stringify(await short.json())).toContain('at least 12 characters')
    const long = await viaBare('POST', '/api/users/reset-password', {
      body: { token, password: resetter.password },
    })
    expect(long.status).toBe(200)
  })

  it('limits forgot-password requests per address', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await viaBare('POST', '/api/users/forgot-password', {
        address,
        body: { email: `nobody-${i}@newegypt.example` },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  it.each(['/api/access', '/api/ACCESS', '/api/Access'])(
    'answers an anonymous %s with nothing about the fields',
    async (path) => {
      const res = await viaBare('GET', path)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ canAccessAdmin: false, collections: {}, globals: {} })
    },
  )

  it('answers /api/access for staff with their permissions', async () => {
    const res = await viaBare('GET', '/api/ACCESS', { token: editorToken })
    expect(res.status).toBe(200)
    expect((await res.json()).canAccessAdmin).toBe(true)
  })
})

describe('the app composition: other spellings of security routes', () => {
  const ROUTES: [Method, string, Record<string, unknown> | undefined][] = [
    ['POST', '/api/users/login', { email: 'x@newegypt.example', password: 'wrong-password' }],
    ['POST', '/api/users/reset-password', { token: 'not-a-token', password: 'abc' }],
    ['POST', '/api/users/forgot-password', { email: 'nobody@newegypt.example' }],
    ['POST', '/api/users/logout', undefined],
    ['POST', '/api/users/refresh-token', undefined],
    ['GET', '/api/access', undefined],
    ['GET', '/api/users/me', undefined],
    ['GET', '/api/users', undefined],
  ]

  it('answer as the canonical spelling or 404, never another way', async () => {
    const odd: string[] = []
    let sent = 0
    for (const [method, path, body] of ROUTES) {
      const canonical = await viaApp(method, path, { body })
      const expected = canonical.status
      const expectedBody = method === 'GET' ? await canonical.text() : null
      for (const spelling of spellingsOf(path)) {
        sent++
        const res = await viaApp(method, spelling, { body })
        if (res.status === 404) continue
        const text = await res.text()
        if (res.status !== expected || (expectedBody !== null && text !== expectedBody)) {
          odd.push(`${method} ${spelling}: ${res.status} (canonical ${expected}) ${text}`)
        }
      }
    }
    console.info(`[spellings] ${sent} requests over ${ROUTES.length} security routes`)
    expect(odd).toEqual([])
  })

  it('no spelling signs in from an address the throttle has refused', async () => {
    const address = newAddress()
    for (let i = 1; i <= 5; i++) {
      await viaApp('POST', '/api/users/login', { address, body: { ...staff, password: `no-${i}` } })
    }
    for (const spelling of ['/api/users/login', ...spellingsOf('/api/users/login')]) {
      const res = await viaApp('POST', spelling, { address, body: staff })
      expect([404, 429], spelling).toContain(res.status)
    }
  })
})

describe('reads bounded for everyone', () => {
  const staffGet = (path: string) => viaApp('GET', path, { token: editorToken })

  it.each(['limit=0', 'limit=100000', 'pagination=false', 'pagination=false&limit=0'])(
    'staff: /api/cities?%s answers a bounded page',
    async (q) => {
      const res = await staffGet(`/api/cities?${q}`)
      expect(res.status).toBe(200)
      const body = (await res.json()) as { docs: unknown[]; totalDocs: number }
      expect(body.totalDocs).toBe(700)
      expect(body.docs.length).toBeGreaterThan(0)
      expect(body.docs.length).toBeLessThanOrEqual(300)
    },
  )

  const COSTLY = [
    'sort=state.country.nameEn&page=3',
    'where[state.country.nameEn][like]=Egy',
    // Four text matches (a scan of every row each): more than MAX_TEXT_MATCHES.
    [0, 1, 2, 3].map((i) => `where[or][${i}][nameEn][like]=City ${i}`).join('&'),
    `${Array.from({ length: 30 }, (_, i) => `where[or][${i}][nameEn][like]=City ${i}`).join('&')}`,
  ]

  it.each(COSTLY)('anonymous: a costly query (%s) is refused with 400, quickly', async (q) => {
    const t0 = performance.now()
    const res = await viaApp('GET', `/api/cities?${q}`)
    expect(performance.now() - t0).toBeLessThan(2_000)
    expect(res.status).toBe(400)
  })

  it('anonymous: a local relationship filter and a few conditions still answer', async () => {
    const res = await viaApp('GET', '/api/cities?where[state][equals]=3&sort=nameEn&limit=5')
    expect(res.status).toBe(200)
    expect((await res.json()).docs.length).toBe(5)
  })

  it('anonymous: collection reads are limited per address (429 past the limit)', async () => {
    const address = newAddress()
    const { PUBLIC_READS_PER_MINUTE } = await import('@/lib/security/public-reads')
    const statuses = await Promise.all(
      Array.from({ length: PUBLIC_READS_PER_MINUTE + 3 }, () =>
        viaApp('GET', '/api/states?limit=1&depth=0', { address }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC_READS_PER_MINUTE)
    expect(statuses.filter((s) => s === 429)).toHaveLength(3)
  }, 60_000)
})
