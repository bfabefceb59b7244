import { E2E } from '../helpers/e2e-env'
import { auth, staffToken } from './staff-api'
import { expect, test } from './fixtures'

/** Issue 25: headers on every kind of answer; Payload's REST API at its edge. */

const PATHS = [
  '/',
  '/newEgyptNews',
  '/caseFormParts',
  '/admin/login',
  '/api/content/news',
  '/robots.txt',
]

test('every kind of answer refuses framing and carries the security headers', async ({
  request,
}) => {
  for (const path of PATHS) {
    const res = await request.get(path, { maxRedirects: 0 })
    const h = res.headers()
    expect(h['x-frame-options'], path).toBe('DENY')
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(h['x-content-type-options'], path).toBe('nosniff')
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy'], path).toContain('camera=()')
    expect(h['strict-transport-security'], path).toContain('max-age=31536000')
  }
})

test('cached pages stay cacheable with the headers', async ({ request }) => {
  const res = await request.get('/newEgyptNews')
  expect(res.headers()['cache-control']).toContain('s-maxage')
  expect(res.headers()['set-cookie']).toBeUndefined()
})

test('anonymous REST reads are capped; staff reads are not; JSON is never stored', async ({
  request,
}) => {
  const anonymous = await request.get('/api/cities?limit=0&depth=2')
  expect(anonymous.status()).toBe(200)
  expect(anonymous.headers()['cache-control']).toBe('no-store')
  const body = (await anonymous.json()) as { docs: unknown[]; limit: number }
  expect(body.docs).toHaveLength(100)
  expect(body.limit).toBe(100)

  // A made-up credential does not lift the cap.
  const forged = await request.get('/api/cities?limit=500', {
    headers: { Authorization: 'JWT not.a.token' },
  })
  expect(((await forged.json()) as { docs: unknown[] }).docs).toHaveLength(100)

  const token = await staffToken(request)
  const staff = await request.get('/api/cities?limit=150&depth=0', { headers: auth(token) })
  expect(((await staff.json()) as { docs: unknown[] }).docs).toHaveLength(150)
  const donations = await request.get('/api/donations?limit=1', { headers: auth(token) })
  expect(donations.status()).toBe(200)
  expect(donations.headers()['cache-control']).toBe('no-store')
})

test("the import plugin's preview endpoint answers no one", async ({ request }) => {
  const data = { collectionSlug: 'donations', fileData: 'a,b\n1,2', format: 'csv' }
  const anonymous = await request.post('/api/imports/preview-data', {
    data,
    headers: { Origin: E2E.baseURL },
  })
  expect(anonymous.status()).toBe(403)
  const token = await staffToken(request)
  const staff = await request.post('/api/imports/preview-data', { data, headers: auth(token) })
  expect(staff.status()).toBe(403)
})
