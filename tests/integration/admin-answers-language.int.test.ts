import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import { createTestPayload } from '../helpers/test-payload'

/**
 * The other panels' endpoints answer in the staff member's back-office language too (decision
 * 0119), chosen as Payload chooses the admin's: the voting panel's (board secretaries) and the
 * contact reply panel's (coordinators). The refund endpoint's every answer in both languages:
 * tests/integration/donor/refund.int.test.ts.
 */
type Route<C> = (req: Request, ctx: C) => Promise<Response>
let payload: Payload
let close: () => Promise<void>
let votes: Route<{ params: Promise<{ meetingId: string }> }>
let reply: Route<{ params: Promise<{ messageId: string }> }>
let coordinator = ''
let xsrf = ''

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  votes = (await import('@/app/api/content/staff/votes/[meetingId]/route')).GET as never
  reply = (await import('@/app/api/content/staff/contact-replies/[messageId]/route')).POST as never
  xsrf = await createXsrfToken(payloadSecret(env()))
  const user = { email: 'coordinator-lang@newegypt.example', password: 'Coordinator-Lang-2026' }
  await payload.create({
    collection: 'users',
    data: { ...user, name: 'Coordinator', roles: ['coordinator'] } as never,
  })
  coordinator = (await payload.login({ collection: 'users', data: user })).token!
})
afterAll(() => close?.())

const messageOf = async (res: Response) =>
  [res.status, ((await res.json()) as { error: { message: string } }).error.message] as const

describe('the voting and contact panels’ endpoints', () => {
  it('refuse a signed-out reader in Arabic when Arabic is chosen, in English otherwise', async () => {
    const ask = (headers: Record<string, string>) =>
      votes(new Request('http://localhost/api/content/staff/votes/1', { headers }), {
        params: Promise.resolve({ meetingId: '1' }),
      })
    expect(await messageOf(await ask({ cookie: 'payload-lng=ar' }))).toEqual([
      401,
      'سجّل الدخول إلى لوحة التحكم لتطّلع على الأصوات.',
    ])
    expect(await messageOf(await ask({ 'accept-language': 'ar' }))).toEqual([
      401,
      'سجّل الدخول إلى لوحة التحكم لتطّلع على الأصوات.',
    ])
    expect(await messageOf(await ask({}))).toEqual([
      401,
      'Sign in to the back office to see the votes.',
    ])
  })

  it('answer a coordinator’s reply in the language of their back office', async () => {
    const send = (lang: string, body: unknown, id = '999999') =>
      reply(
        new Request(`http://localhost/api/content/staff/contact-replies/${id}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `JWT ${coordinator}`,
            cookie: `${XSRF_COOKIE}=${xsrf}; payload-lng=${lang}`,
            [XSRF_HEADER]: xsrf,
          },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ messageId: id }) },
      )
    expect(await messageOf(await send('ar', { text: 'ok' }))).toEqual([
      422,
      'اكتب الرد (3 أحرف على الأقل).',
    ])
    expect(await messageOf(await send('ar', { text: 'Thank you for writing.' }))).toEqual([
      404,
      'لم يُعثر على الرسالة.',
    ])
    expect(await messageOf(await send('en', { text: 'ok' }))).toEqual([
      422,
      'Write the reply (at least 3 characters).',
    ])
  })
})
