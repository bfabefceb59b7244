import { describe, expect, it } from 'vitest'
import { oneAtATime, sessionKeyOf, withStaffSessionQueue } from './staff-sessions.server'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`

describe('oneAtATime', () => {
  it('runs tasks of one key in turn and tasks of other keys alongside', async () => {
    const events: string[] = []
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`)
      await sleep(ms)
      events.push(`${name} end`)
    }
    await Promise.all([
      oneAtATime('a', task('a1', 30)),
      oneAtATime('a', task('a2', 1)),
      oneAtATime('b', task('b1', 1)),
    ])
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'))
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'))
  })

  it('goes on after a failed task and passes its error to its caller', async () => {
    const failed = oneAtATime('c', () => Promise.reject(new Error('boom')))
    const next = oneAtATime('c', async () => 'ran')
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ran')
  })
})

describe('sessionKeyOf', () => {
  const post = (path: string, init: RequestInit = {}) =>
    new Request(`http://localhost${path}`, { method: 'POST', ...init })

  it('keys a sign-in by its e-mail, without consuming the body', async () => {
    const req = post('/api/users/login', { body: JSON.stringify({ email: ' Staff@X.org ' }) })
    expect(await sessionKeyOf(req)).toBe('staff@x.org')
    expect(await req.json()).toEqual({ email: ' Staff@X.org ' })
  })

  it("keys the back office's own sign-in form (multipart, fields in _payload)", async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'Admin@X.org', password: 'p' }))
    expect(await sessionKeyOf(post('/api/users/login', { body: form }))).toBe('admin@x.org')
    const plain = new URLSearchParams({ email: 'plain@x.org' })
    expect(await sessionKeyOf(post('/api/users/login', { body: plain }))).toBe('plain@x.org')
  })

  it('keys a sign-out or refresh by the e-mail of the cookie or header token', async () => {
    const cookie = `a=1; payload-token=${jwt({ email: 'one@x.org' })}`
    expect(await sessionKeyOf(post('/api/users/logout', { headers: { cookie } }))).toBe('one@x.org')
    const authorization = `JWT ${jwt({ email: 'two@x.org' })}`
    const refresh = post('/api/users/refresh-token', { headers: { authorization } })
    expect(await sessionKeyOf(refresh)).toBe('two@x.org')
  })

  it('leaves other requests and unreadable ones unqueued', async () => {
    expect(await sessionKeyOf(post('/api/articles', { body: '{"email":"a@b.c"}' }))).toBeUndefined()
    expect(await sessionKeyOf(post('/api/users/login', { body: 'not json' }))).toBeUndefined()
    const bad = post('/api/users/logout', { headers: { cookie: 'payload-token=x.%%%.y' } })
    expect(await sessionKeyOf(bad)).toBeUndefined()
  })
})

describe('withStaffSessionQueue', () => {
  it('never overlaps two sign-ins of one account', async () => {
    let running = 0
    let most = 0
    const wrapped = withStaffSessionQueue(async () => {
      most = Math.max(most, ++running)
      await sleep(10)
      running--
      return new Response('ok')
    })
    const login = () =>
      wrapped(
        new Request('http://localhost/api/users/login', {
          method: 'POST',
          body: JSON.stringify({ email: 'same@x.org' }),
        }),
        {},
      )
    await Promise.all([login(), login(), login()])
    expect(most).toBe(1)
  })
})
