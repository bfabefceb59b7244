import type { APIRequestContext } from '@playwright/test'
import type { Role } from '@/access/roles'
import { auth, staffToken } from './staff-api'
import { uniqueTag } from './form-helpers'
import { expect, test } from './fixtures'

/**
 * Issue 25, finding 14: Payload lets any signed-in user run the job queue (which
 * charges recurring donations) and read every field it does not restrict. Only
 * administrators run jobs; only board secretaries (and administrators) read
 * board members' e-mail addresses.
 */
async function tokenOf(request: APIRequestContext, admin: string, role: Role): Promise<string> {
  const user = { email: `${role}-${uniqueTag()}@newegypt.example`, password: `Pw-${uniqueTag()}-x` }
  const created = await request.post('/api/users', {
    headers: auth(admin),
    data: { ...user, name: `Roles ${role}`, roles: [role] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const login = await request.post('/api/users/login', { data: user })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test('only an administrator runs the job queue', async ({ request }) => {
  const admin = await staffToken(request)
  for (const role of ['editor', 'treasurer', 'board-secretary'] as const) {
    const token = await tokenOf(request, admin, role)
    // Payload serves the run endpoint on GET (for cron services).
    const res = await request.get('/api/payload-jobs/run?limit=1', { headers: auth(token) })
    expect([401, 403], role).toContain(res.status())
  }
  expect((await request.get('/api/payload-jobs/run?limit=1')).status()).toBe(401)
  const res = await request.get('/api/payload-jobs/run?limit=1', { headers: auth(admin) })
  expect(res.status(), await res.text()).toBe(200)
})

test("board members' e-mail addresses are read by board secretaries only", async ({ request }) => {
  const admin = await staffToken(request)
  const email = `member-${uniqueTag()}@example.org`
  const created = await request.post('/api/board-members', {
    headers: auth(admin),
    data: { fullname: `Roles member ${uniqueTag()}`, email },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }

  const emailAs = async (token: string | null) => {
    const res = await request.get(`/api/board-members/${doc.id}?depth=0`, {
      headers: token ? auth(token) : {},
    })
    expect(res.status()).toBe(200)
    return ((await res.json()) as { email?: string }).email
  }
  expect(await emailAs(null)).toBeUndefined()
  expect(await emailAs(await tokenOf(request, admin, 'editor'))).toBeUndefined()
  expect(await emailAs(await tokenOf(request, admin, 'treasurer'))).toBeUndefined()
  expect(await emailAs(await tokenOf(request, admin, 'board-secretary'))).toBe(email)
  expect(await emailAs(admin)).toBe(email)
})
