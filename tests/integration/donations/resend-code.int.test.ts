import { beforeAll, describe, expect, it, vi } from 'vitest'
import { env, siteUrl } from '@/lib/env'
import { linkKeys, payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import { planToken } from '@/features/donations/recurring/plan-link'
import {
  cancel,
  catcher,
  codeFrom,
  codeMails,
  confirmWith,
  donationBody,
  ids,
  ip,
  payload,
  setUpDonations,
  sql,
  staged,
  uniqueEmail,
} from './world'

/**
 * "Send the code again" in the code dialog (decision 0103), through its endpoint: the same code is
 * mailed again and keeps working (anyone who knows the address may ask, so a resend must not take
 * the donor's code away: issue 64); a few per staged donation, then 429; two at once mail it
 * once; an address with nothing pending is answered alike and mailed nothing. And the mail
 * that confirms a plan cancelled with its mailed link (once).
 */
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: unknown) => {
    void Promise.resolve(typeof task === 'function' ? task() : task).catch(() => undefined)
  },
}))

setUpDonations()

type Post = (req: Request) => Promise<Response>
let resendRoute: Post
let xsrf = ''
const RESENT = 'If a donation is waiting for this email, its code has been sent to it again.'

beforeAll(async () => {
  resendRoute = (await import('@/app/api/donation/stage-donation/resend/route'))
    .POST as unknown as Post
  xsrf = await createXsrfToken(payloadSecret(env()))
})

const resend = (email: string, from = ip()) =>
  resendRoute(
    new Request('http://localhost/api/donation/stage-donation/resend', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        cookie: `${XSRF_COOKIE}=${xsrf}`,
        [XSRF_HEADER]: xsrf,
      },
      body: JSON.stringify({ email }),
    }),
  )
const answer = async (res: Response) => ({ status: res.status, body: await res.json() })
/** The 30 s between two new codes, passed: the waits' windows end now. */
const waitedThirtySeconds = () =>
  sql(`UPDATE rate_limits SET reset_at = now() WHERE key LIKE 'donation-resend:wait:%'`)

async function oneGift(repeat = false) {
  const email = uniqueEmail('resend')
  const body = donationBody({
    email,
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: '20',
        is_repeat: repeat ? '1' : '0',
        repeat_type: repeat ? 'weekly' : '',
      },
    ],
  })
  return { email, ...(await staged(body)) }
}

describe('send the code again', () => {
  it("mails the same code again: a stranger's resend takes nothing from the donor", async () => {
    const { email, code: first } = await oneGift()
    // Someone else, from another address, asks for the donor's code again.
    expect(await answer(await resend(email, '198.51.100.77'))).toEqual({
      status: 200,
      body: { data: { message: RESENT } },
    })
    const mails = codeMails(email)
    expect(mails).toHaveLength(2)
    expect(codeFrom(mails[1])).toBe(first)
    // The mail says what the first said: the amount that will be charged.
    expect(mails[1]!.text).toContain('confirm your donation of $20.00')
    // A wrong try before the resend stays counted; the donor's code still confirms.
    expect(await confirmWith(email, first === '000000' ? '000001' : '000000')).toMatchObject({
      kind: 'refused',
      message: 'The code is incorrect.',
    })
    expect(await confirmWith(email, first)).toMatchObject({ kind: 'ok' })
  })

  it('is limited: one new code per 30 s, three per staged donation, then 429 and no mail', async () => {
    const { email } = await oneGift()
    expect((await resend(email)).status).toBe(200)
    expect((await resend(email)).status).toBe(429) // within 30 s of the last
    for (let i = 0; i < 2; i++) {
      await waitedThirtySeconds()
      expect((await resend(email)).status).toBe(200)
    }
    await waitedThirtySeconds()
    const refused = await resend(email)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect(codeMails(email)).toHaveLength(4)
  })

  it('two at once: one mails the code again, the other is refused; the code works', async () => {
    const { email, code: first } = await oneGift()
    const both = await Promise.all([resend(email), resend(email)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 429])
    const mails = codeMails(email)
    expect(mails).toHaveLength(2)
    expect(codeFrom(mails[1])).toBe(first)
    expect(await confirmWith(email, first)).toMatchObject({ kind: 'ok' })
  })

  it('answers alike for an address with nothing pending, and mails nothing', async () => {
    const email = uniqueEmail('nobody')
    expect(await answer(await resend(email))).toEqual({
      status: 200,
      body: { data: { message: RESENT } },
    })
    expect(catcher.to(email)).toHaveLength(0)
    expect((await resend('not-an-address')).status).toBe(422)
  })
})

describe('a plan cancelled with its mailed link', () => {
  const CANCELLED = 'Your recurring donation to the New Egypt Foundation is cancelled'

  it('is confirmed by mail once, naming the plan and the portal', async () => {
    const { email, code } = await oneGift(true)
    const { planIds } = (await confirmWith(email, code)) as { planIds: number[] }
    const planId = planIds[0]!
    const token = planToken(linkKeys(), planId)
    for (let i = 0; i < 2; i++) {
      expect(
        await cancel.cancelRecurringByLink(payload, { plan: String(planId), token }, { ip: ip() }),
      ).toMatchObject({ kind: 'ok' })
    }
    await vi.waitFor(() =>
      expect(catcher.to(email).some((m) => m.subject === CANCELLED)).toBe(true),
    )
    const mails = catcher.to(email).filter((m) => m.subject === CANCELLED)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(
      'Your recurring donation ($20.00 weekly for Medical Care) is cancelled: nothing more will be charged.',
    )
    expect(mails[0]!.text).toContain(`${siteUrl()}/donor`)
  })
})
