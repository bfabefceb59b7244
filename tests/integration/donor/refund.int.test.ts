import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import {
  payload,
  catcher,
  ids,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
  sql,
  staffTokens,
} from '../donations/world'
import { expectArabicMail } from '../../helpers/arabic-mail'

/**
 * A treasurer's refund from the back office (issue 20 item 6, decision 0042), through the
 * endpoint the Refund panel calls, in sandbox mode: who may refund, part then the rest, more than
 * is left refused, a double click refunds once, each refund mailed and recorded with who.
 */
setUpDonations()

type Post = (req: Request) => Promise<Response>
let post: Post
const tokens: Record<string, string> = {}
/** The page's XSRF token, as the Refund panel's API client sends it (cookie and header). */
let xsrf = ''
const REFUNDED = 'Your donation to the New Egypt Foundation was refunded'

beforeAll(async () => {
  post = (await import('@/app/api/donor/staff/refund/route')).POST as unknown as Post
  xsrf = await createXsrfToken(payloadSecret(env()))
  Object.assign(
    tokens,
    await staffTokens(['treasurer', 'admin', 'editor', 'coordinator'], 'refund'),
  )
})

const refund = (body: unknown, role?: string, withToken = true) =>
  post(
    new Request('http://localhost/api/donor/staff/refund', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(role ? { authorization: `JWT ${tokens[role]}` } : {}),
        ...(withToken ? { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
const answer = async (res: Response) => ({ status: res.status, body: await res.json() })
/** The same request from a back office in a language: `payload-lng` cookie, Accept-Language. */
const refundIn = (
  body: unknown,
  lang: { cookie?: string; accept?: string },
  role?: string,
): Promise<Response> =>
  post(
    new Request('http://localhost/api/donor/staff/refund', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(role ? { authorization: `JWT ${tokens[role]}` } : {}),
        ...(lang.accept ? { 'accept-language': lang.accept } : {}),
        cookie: [
          `${XSRF_COOKIE}=${xsrf}`,
          ...(lang.cookie ? [`payload-lng=${lang.cookie}`] : []),
        ].join('; '),
        [XSRF_HEADER]: xsrf,
      },
      body: JSON.stringify(body),
    }),
  )

async function gift() {
  const email = uniqueEmail('refund')
  const body = donationBody({
    email,
    donations: [
      { donation_purpose_id: ids.medical, donation_amount: '40', is_repeat: '0', repeat_type: '' },
    ],
  })
  const { code } = await staged(body)
  const { donationId } = (await confirmWith(email, code)) as { donationId: number }
  return { email, donationId }
}
const row = async (id: number): Promise<Record<string, unknown>> =>
  (
    await sql(
      // Stored in cents (decision 0094); compared in dollars.
      'SELECT status, refunded::float / 100 AS refunded, total::float / 100 AS total FROM donations WHERE id = $1',
      [id],
    )
  )[0] ?? {}
const actionsOf = async (email: string) =>
  sql<{ actor: string; action: string; detail: string }>(
    'SELECT actor, action, detail FROM donor_actions WHERE email = $1 ORDER BY id',
    [email],
  )
const mailsTo = (email: string) => catcher.to(email).filter((m) => m.subject === REFUNDED)

describe('refund endpoint', () => {
  it('mails the refund in Arabic to a donor who gave from an Arabic page (issue 42 part 5)', async () => {
    const { email, donationId } = await gift()
    await sql(`UPDATE donations SET mail_language = 'ar' WHERE id = $1`, [donationId])
    const res = await refund({ donationId, amount: '5', requestId: 'arabic-0001' }, 'treasurer')
    expect(res.status).toBe(200)
    const mail = catcher
      .to(email)
      .find((m) => m.subject === 'رددنا مبلغًا من تبرعك لمؤسسة مصر الجديدة')
    expectArabicMail(mail, ['Amira', 'Fawzy', 'Test', 'Donor'])
    expect(mail!.text).toMatch(
      /رددنا ٥٫٠٠\sدولار أمريكي من تبرعك البالغ [٠-٩٬٫]+\sدولار أمريكي إلى بطاقتك/,
    )
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('answers 401 signed out and 403 to roles that do not handle money; refunds nothing', async () => {
    const { email, donationId } = await gift()
    const body = { donationId, amount: '5', requestId: 'access-check-1' }
    expect(await answer(await refund(body))).toEqual({
      status: 401,
      body: { error: { status: 401, message: 'Sign in to the back office to refund donations.' } },
    })
    for (const role of ['editor', 'coordinator']) {
      expect(await answer(await refund(body, role))).toEqual({
        status: 403,
        body: {
          error: {
            status: 403,
            message: 'Only treasurers and administrators can refund donations.',
          },
        },
      })
    }
    // A treasurer's request without the page's XSRF token: another site's form riding on the
    // staff cookie is refused before anything is read (before: the refund went through).
    const forged = await refund(body, 'treasurer', false)
    expect(forged.status).toBe(403)
    expect(await row(donationId)).toMatchObject({ status: 'paid', refunded: null })
    expect(mailsTo(email)).toHaveLength(0)
    expect(await actionsOf(email)).toEqual([])
  })

  it('refunds part, then the rest; refuses more than is left; mails and records who', async () => {
    const { email, donationId } = await gift()
    const { total } = await row(donationId)
    expect(
      await answer(
        await refund({ donationId, amount: '10.50', requestId: 'part-0001' }, 'treasurer'),
      ),
    ).toEqual({
      status: 200,
      body: { data: { refundedCents: 1050, fully: false, message: 'The refund was made.' } },
    })
    const left = Math.round(Number(total) * 100) - 1050
    const over = await answer(
      await refund(
        { donationId, amount: ((left + 1) / 100).toFixed(2), requestId: 'over-0001' },
        'treasurer',
      ),
    )
    expect(over).toMatchObject({ status: 422 })
    expect(over.body.error.message).toBe(
      `Enter an amount from $0.01 to $${(left / 100).toFixed(2)} (what is left to refund).`,
    )
    expect(await row(donationId)).toMatchObject({ status: 'paid', refunded: 10.5 })
    expect(
      await answer(
        await refund(
          { donationId, amount: (left / 100).toFixed(2), requestId: 'rest-0001' },
          'admin',
        ),
      ),
    ).toMatchObject({
      status: 200,
      body: { data: { fully: true, message: 'The donation was refunded in full.' } },
    })
    expect(await row(donationId)).toMatchObject({ status: 'refunded', refunded: Number(total) })
    expect(await actionsOf(email)).toEqual([
      {
        actor: 'treasurer-refund@newegypt.example',
        action: 'refunded',
        detail: `D-${donationId} $10.50 ($10.50 of $${Number(total).toFixed(2)})`,
      },
      {
        actor: 'admin-refund@newegypt.example',
        action: 'refunded',
        detail: `D-${donationId} $${(left / 100).toFixed(2)} (whole gift)`,
      },
    ])
    expect(mailsTo(email)).toHaveLength(2)
    // Nothing is left: any further amount is refused.
    expect(
      (await refund({ donationId, amount: '0.01', requestId: 'after-0001' }, 'treasurer')).status,
    ).toBe(422)
    // Malformed payloads are refused by the shared schema.
    const bad = await answer(
      await refund({ donationId: 'x', amount: '1.234', requestId: 'a' }, 'treasurer'),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.error.data).toEqual({
      donationId: ['Unknown donation'],
      amount: ['Enter an amount in dollars and cents, such as 25 or 25.50.'],
      requestId: ['The refund form is out of date. Reload the page.'],
    })
    expect(
      (
        await refund(
          { donationId: 2_000_000_000, amount: '1', requestId: 'nobody-01' },
          'treasurer',
        )
      ).status,
    ).toBe(404)
  })

  it('refunds an EGP gift in pounds: its limits, its messages, its record and its mail (decision 0113)', async () => {
    const { email, donationId } = await gift()
    // A gift in pounds, given back by the sandbox here (Paymob's own refund: paymob.int.test.ts).
    await sql(`UPDATE donations SET currency = 'EGP' WHERE id = $1`, [donationId])
    const totalCents = Math.round(Number((await row(donationId)).total) * 100)
    const egp = (cents: number) => `EGP\u00a0${(cents / 100).toFixed(2)}`
    const over = await answer(
      await refund(
        { donationId, amount: ((totalCents + 1) / 100).toFixed(2), requestId: 'egp-over-01' },
        'treasurer',
      ),
    )
    // Before: 'Enter an amount from $0.01 to $…': the pounds were bounded and named as dollars.
    expect(over).toEqual({
      status: 422,
      body: {
        error: {
          status: 422,
          message: `Enter an amount from ${egp(1)} to ${egp(totalCents)} (what is left to refund).`,
        },
      },
    })
    const bad = await answer(
      await refund({ donationId, amount: '1.234', requestId: 'egp-bad-001' }, 'treasurer'),
    )
    expect(bad.body.error.data).toEqual({
      amount: ['Enter an amount in pounds and piastres, such as 25 or 25.50.'],
    })
    expect(
      (await refund({ donationId, amount: '5', requestId: 'egp-part-01' }, 'treasurer')).status,
    ).toBe(200)
    expect(await actionsOf(email)).toEqual([
      {
        actor: 'treasurer-refund@newegypt.example',
        action: 'refunded',
        detail: `D-${donationId} ${egp(500)} (${egp(500)} of ${egp(totalCents)})`,
      },
    ])
    const [mail] = mailsTo(email)
    expect(mail!.text).toContain(
      `We have refunded ${egp(500)} of your donation of ${egp(totalCents)}`,
    )
    expect(mail!.text).not.toContain('$')
  })

  it("answers in the staff member's back-office language: the payload-lng cookie, then Accept-Language (decision 0119)", async () => {
    const { donationId } = await gift()
    await sql(`UPDATE donations SET currency = 'EGP' WHERE id = $1`, [donationId])
    const totalCents = Math.round(Number((await row(donationId)).total) * 100)
    const arabicPounds = (cents: number) =>
      `${new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2 }).format(cents / 100)}\u00a0ج.م`
    // Signed out, with Arabic chosen in the back office.
    expect(
      await answer(
        await refundIn({ donationId, amount: '1', requestId: 'lang-0001' }, { cookie: 'ar' }),
      ),
    ).toEqual({
      status: 401,
      body: {
        error: { status: 401, message: 'سجّل الدخول إلى لوحة التحكم لتتمكن من رد التبرعات.' },
      },
    })
    // Another role, Arabic from the browser's languages.
    expect(
      (
        await answer(
          await refundIn(
            { donationId, amount: '1', requestId: 'lang-0002' },
            { accept: 'ar-EG,ar;q=0.9' },
            'editor',
          ),
        )
      ).body.error.message,
    ).toBe('رد التبرعات متاح لأمناء الصندوق والمسؤولين فقط.')
    // The schema's refusals and the amount's limit, in Arabic, the pounds written ج.م.
    const bad = await answer(
      await refundIn(
        { donationId, amount: '1.234', requestId: 'x' },
        { cookie: 'ar' },
        'treasurer',
      ),
    )
    expect(bad).toEqual({
      status: 422,
      body: {
        error: {
          status: 422,
          message: 'البيانات المُرسلة غير صحيحة.',
          data: {
            amount: ['أدخل المبلغ بالجنيه والقرش، مثل 25 أو 25.50.'],
            requestId: ['نموذج الاسترداد لم يعد محدَّثًا. أعد تحميل الصفحة.'],
          },
        },
      },
    })
    const over = await answer(
      await refundIn(
        { donationId, amount: String(totalCents), requestId: 'lang-0003' },
        { cookie: 'ar' },
        'treasurer',
      ),
    )
    expect(over.body.error.message).toBe(
      `أدخل مبلغًا من ${arabicPounds(1)} إلى ${arabicPounds(totalCents)} (المتبقي للاسترداد).`,
    )
    // The refund itself, answered in Arabic; the cookie the account page set wins over the browser.
    expect(
      (
        await answer(
          await refundIn(
            { donationId, amount: '5', requestId: 'lang-0004' },
            { cookie: 'ar', accept: 'en' },
            'treasurer',
          ),
        )
      ).body,
    ).toEqual({ data: { refundedCents: 500, fully: false, message: 'تم الاسترداد.' } })
    expect(
      (
        await answer(
          await refundIn(
            { donationId, amount: '5', requestId: 'lang-0005' },
            { cookie: 'en', accept: 'ar' },
            'treasurer',
          ),
        )
      ).body,
    ).toEqual({ data: { refundedCents: 1000, fully: false, message: 'The refund was made.' } })
  })

  it('a double click (the same request id, in turn or at once) refunds once and mails once', async () => {
    const { email, donationId } = await gift()
    const first = await refund({ donationId, amount: '5', requestId: 'double-0001' }, 'treasurer')
    const again = await refund({ donationId, amount: '5', requestId: 'double-0001' }, 'treasurer')
    expect([first.status, again.status]).toEqual([200, 200])
    const both = await Promise.all([
      refund({ donationId, amount: '2', requestId: 'double-0002' }, 'treasurer'),
      refund({ donationId, amount: '2', requestId: 'double-0002' }, 'treasurer'),
    ])
    expect(both.map((r) => r.status).sort()).not.toContain(500)
    expect(await row(donationId)).toMatchObject({ status: 'paid', refunded: 7 })
    expect(mailsTo(email)).toHaveLength(2)
    expect((await actionsOf(email)).map((a) => a.detail.split(' ')[1])).toEqual(['$5.00', '$2.00'])
  })

  it('two different refunds of one gift at once: the gateway refunds only what we record', async () => {
    const { email, donationId } = await gift()
    // Two treasurers (or two tabs) refund $15 each of the $40 gift at the same moment: each is
    // within what is left, so each alone is valid; together they must not refund $30 at the
    // gateway while we record $15 (the second one's compare-and-set loses).
    const both = await Promise.all([
      refund({ donationId, amount: '15', requestId: 'tabs-000001' }, 'treasurer'),
      refund({ donationId, amount: '15', requestId: 'tabs-000002' }, 'admin'),
    ])
    // Before: [200, 409] — $30 refunded at the gateway, $15 recorded, one mail.
    expect(both.map((r) => r.status)).toEqual([200, 200])
    const atGateway = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key LIKE $1`,
      [`refund:refund:donation-${donationId}:%`],
    )
    expect(atGateway[0]!.n).toBe(2)
    expect(await row(donationId)).toMatchObject({ status: 'paid', refunded: 30 })
    expect(mailsTo(email)).toHaveLength(2)
    // A third, for more than the $10 left, is refused after the other two, not refunded.
    const third = await refund({ donationId, amount: '15', requestId: 'tabs-000003' }, 'treasurer')
    expect(third.status).toBe(422)
  })

  it("the year's statement counts what was not refunded: a part refunded lowers it, a whole refund leaves the gift out", async () => {
    const { statementData } = await import('@/features/donations/receipts/receipts.server')
    const { email, donationId } = await gift()
    const year = new Date().getUTCFullYear()
    const totalCents = Math.round(Number((await row(donationId)).total) * 100)
    const statement = () => statementData(payload, email, year)
    expect((await statement())!.totals).toEqual([{ currency: 'USD', cents: totalCents }])
    await refund({ donationId, amount: '15', requestId: 'statement-1' }, 'treasurer')
    expect((await statement())!.totals).toEqual([{ currency: 'USD', cents: totalCents - 1500 }])
    expect((await statement())!.gifts[0]).toMatchObject({ status: 'paid', refundedCents: 1500 })
    const rest = ((totalCents - 1500) / 100).toFixed(2)
    await refund({ donationId, amount: rest, requestId: 'statement-2' }, 'treasurer')
    expect((await statement())!.totals).toEqual([{ currency: 'USD', cents: 0 }])
    expect((await statement())!.gifts[0]).toMatchObject({ status: 'refunded' })
  })
})
