import { auth, staffToken } from './staff-api'
import { uniqueTag } from './form-helpers'
import { expect, test } from './fixtures'

/**
 * Payload rewrites a user's whole session list at each sign-in; overlapping
 * sign-ins of one account used to drop each other's sessions, leaving tokens
 * that no request accepted (the cause of back-office tests that stayed on
 * /admin/login or met a 401 right after signing in). Every sign-in must hold.
 */
test('simultaneous sign-ins of one staff account each get a working session', async ({
  request,
}) => {
  const admin = await staffToken(request)
  const staff = {
    email: `sessions-${uniqueTag()}@newegypt.example`,
    password: `Pw-${uniqueTag()}-long`,
  }
  const created = await request.post('/api/users', {
    headers: auth(admin),
    data: { ...staff, name: 'E2E sessions', roles: ['editor'] },
  })
  expect(created.ok(), await created.text()).toBe(true)

  const logins = await Promise.all(
    Array.from({ length: 6 }, () => request.post('/api/users/login', { data: staff })),
  )
  const tokens: string[] = []
  for (const res of logins) {
    expect(res.status()).toBe(200)
    tokens.push(((await res.json()) as { token: string }).token)
  }
  for (const token of tokens) {
    const me = await request.get('/api/users/me', { headers: auth(token) })
    const body = (await me.json()) as { user: { email: string } | null }
    expect(body.user?.email, 'the session of this sign-in is still there').toBe(staff.email)
  }

  // Signing out ends that session only; the others stay signed in.
  const out = await request.post('/api/users/logout', { headers: auth(tokens[0]!) })
  expect(out.status()).toBe(200)
  const after = await Promise.all(
    tokens.map(async (token) => {
      const me = await request.get('/api/users/me', { headers: auth(token) })
      return ((await me.json()) as { user: unknown }).user !== null
    }),
  )
  expect(after).toEqual([false, true, true, true, true, true])
})
