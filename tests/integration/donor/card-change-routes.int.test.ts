import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import { DONOR_TEXTS } from '@/features/donor/texts'
import { payload, catcher, ip, uniqueEmail, setUpDonations } from '../donations/world'
import { loadCardChange, planOf, newCard, cardCode, planRow } from './card-world'

/**
 * The card replacement's two endpoints (issue 20 item 4) through HTTP, as the donor page calls
 * them: the donor's session cookie, the page's XSRF token, the `lang` header; the answers' shapes.
 */
setUpDonations()
loadCardChange()

type Post = (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>
let askRoute: Post
let verifyRoute: Post
let xsrf = ''
beforeAll(async () => {
  askRoute = (await import('@/app/api/donor/plans/[id]/card/route')).POST as unknown as Post
  verifyRoute = (await import('@/app/api/donor/plans/[id]/card/verify/route'))
    .POST as unknown as Post
  xsrf = await createXsrfToken(payloadSecret(env()))
})

/** A donor session's cookie value, through the code sign-in. */
async function sessionOf(email: string) {
  const signIn = await import('@/features/donor/sign-in.server')
  await signIn.requestSignInCode(payload, { email }, { ip: ip() })
  const mail = catcher
    .to(email)
    .filter((m) => m.subject === 'Your New Egypt Foundation sign-in code')
    .at(-1)
  const code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')![1]!
  const r = await signIn.verifySignInCode(payload, { email, code }, { ip: ip() })
  return (r as { token: string }).token
}

function call(
  route: Post,
  planId: number,
  body: unknown,
  { session, lang, withXsrf = true }: { session?: string; lang?: string; withXsrf?: boolean },
) {
  const cookies = [
    ...(session ? [`donor_session=${encodeURIComponent(session)}`] : []),
    ...(withXsrf ? [`${XSRF_COOKIE}=${xsrf}`] : []),
  ]
  const req = new Request(`http://localhost/api/donor/plans/${planId}/card`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
      ...(withXsrf ? { [XSRF_HEADER]: xsrf } : {}),
      ...(lang ? { lang } : {}),
    },
    body: JSON.stringify(body),
  })
  return route(req, { params: Promise.resolve({ id: String(planId) }) })
}
const answer = async (res: Response) => ({ status: res.status, body: await res.json() })

describe('card replacement endpoints', () => {
  it('need the donor’s session and the page’s token; a new card then takes a code', async () => {
    const email = uniqueEmail('http')
    const planId = await planOf(email)
    const session = await sessionOf(email)
    expect(await answer(await call(askRoute, planId, newCard(), {}))).toEqual({
      status: 401,
      body: { error: { status: 401, message: 'Your session has ended. Please sign in again.' } },
    })
    expect((await call(askRoute, planId, newCard(), { session, withXsrf: false })).status).toBe(403)

    const invalid = await answer(
      await call(askRoute, planId, newCard({ cc_number: '42', cc_exp_month: '0' }), { session }),
    )
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.error.data).sort()).toEqual(['cc_exp_month', 'cc_number'])

    expect(await answer(await call(askRoute, planId, newCard(), { session }))).toEqual({
      status: 200,
      body: { data: { message: DONOR_TEXTS.en.cardCodeSent } },
    })
    const code = cardCode(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await answer(await call(verifyRoute, planId, { code: wrong }, { session }))).toEqual({
      status: 422,
      body: { error: { status: 422, message: 'The code is incorrect.' } },
    })
    const done = await answer(await call(verifyRoute, planId, { code }, { session }))
    expect(done).toMatchObject({
      status: 200,
      body: {
        data: {
          message: DONOR_TEXTS.en.cardReplaced,
          plan: { id: planId, brand: 'mastercard', last4: '4444' },
        },
      },
    })
    expect((await planRow(planId)).card_last4).toBe('4444')
  })

  it('answers in Arabic with the lang header, and 404 for another donor’s plan', async () => {
    const email = uniqueEmail('http-ar')
    const planId = await planOf(email)
    const session = await sessionOf(uniqueEmail('http-other'))
    expect(await answer(await call(askRoute, planId, newCard(), { session, lang: 'ar' }))).toEqual({
      status: 404,
      body: { error: { status: 404, message: DONOR_TEXTS.ar.notFound } },
    })
    const own = await sessionOf(email)
    expect(
      await answer(await call(askRoute, planId, newCard(), { session: own, lang: 'ar' })),
    ).toEqual({ status: 200, body: { data: { message: DONOR_TEXTS.ar.cardCodeSent } } })
  })
})
