import { beforeAll, describe, expect, it } from 'vitest'
import {
  setUpDonations,
  payload,
  catcher,
  recurring,
  staged,
  donationBody,
  confirmWith,
  sql,
  ids,
  ip,
  DONATION_RECEIPT,
} from './world'
import { startPaymobStandin } from './paymob-standin'
import { DONOR_TEXTS } from '@/features/donor/texts'

/**
 * Monthly giving in pounds by mobile wallet or kiosk: the pledge (decision 0122). The scheduler
 * never charges it; on its due day the donor gets one reminder with a fresh signed link, the
 * link opens Paymob's checkout (the stand-in's) for that period, and the verified paid callback
 * records the period once. The reminder's words: recurring/pledge-mail-texts.test.ts; the
 * link's signature: recurring/plan-link.test.ts.
 */
let callback: typeof import('@/features/donations/paymob/callback.server')
let links: typeof import('@/features/donations/paymob/pledge-checkout.server')
let plans: typeof import('@/features/donor/plans.server')
let cards: typeof import('@/features/donor/card-change.server')

const standin = startPaymobStandin(async (_url, body, hmac) => {
  await callback.receivePaymobCallback(payload, JSON.stringify(body), hmac)
})

setUpDonations()
beforeAll(async () => {
  callback = await import('@/features/donations/paymob/callback.server')
  links = await import('@/features/donations/paymob/pledge-checkout.server')
  plans = await import('@/features/donor/plans.server')
  cards = await import('@/features/donor/card-change.server')
})

const DAY = 86_400_000
const settle = () => new Promise((r) => setTimeout(r, 300))
const REMINDER_EN = /^Your monthly pledge to the New Egypt Foundation: /
const LINK = /https:\/\/charity\.example\.org\/api\/donation\/pledge-payment\?\S+/

/**
 * A wallet gift in pounds paid on the stand-in's checkout, and the monthly pledge it started
 * (the step that turns a wallet gift's plan into a pledge is the card helper's; made here).
 */
async function walletPledge(o: { lang?: 'en' | 'ar'; designation?: string } = {}) {
  const { cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc, ...body } = donationBody({
    currency: 'EGP',
    donations: [
      { donation_purpose_id: String(ids.medical), donation_amount: '250', is_repeat: '0' },
    ],
  })
  void [cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc]
  const s = await staged(body as ReturnType<typeof donationBody>)
  const confirmed = (await confirmWith(s.body.email, s.code)) as unknown as {
    checkout: { url: string }
  }
  const secret = new URL(confirmed.checkout.url).searchParams.get('clientSecret')!
  await standin.pay(secret, 'wallet')
  const [gift] = await sql<{ id: number; paid_at: Date }>(
    'SELECT id, paid_at FROM donations WHERE staged_donation_id = $1',
    [s.id],
  )
  const startedAt = gift!.paid_at
  const plan = await payload.create({
    collection: 'recurring-plans',
    overrideAccess: true,
    data: {
      kind: 'pledge',
      status: 'active',
      donorName: 'Amira Fawzy',
      email: s.body.email,
      purpose: ids.medical,
      repeatType: 'monthly',
      designation: (o.designation ?? 'zakat') as 'zakat',
      currency: 'EGP',
      amount: 25_000,
      startedAt: startedAt.toISOString(),
      nextChargeAt: monthsAfter(startedAt, 1).toISOString(),
      period: 1,
      chargesMade: 1,
      failedAttempts: 0,
      startedBy: gift!.id,
      card: { brand: 'paymob', last4: '0000', expMonth: 12, expYear: 2099 },
      gatewayToken: 'paymob:hosted-checkout',
      mailLanguage: o.lang ?? 'en',
    },
  })
  return { plan, email: s.body.email, startedAt }
}

function monthsAfter(d: Date, n: number) {
  const x = new Date(d)
  x.setUTCMonth(x.getUTCMonth() + n)
  return x
}
const reminders = (email: string) =>
  catcher.to(email).filter((m) => REMINDER_EN.test(m.subject) || m.subject.startsWith('تذكير'))
const linkOf = (mail: { text: string }) => new URL(LINK.exec(mail.text)![0])
const planRow = (id: number) =>
  payload.findByID({ collection: 'recurring-plans', id, overrideAccess: true, depth: 0 })
const periodDonations = (planId: number) =>
  sql<{ id: number; total: string; currency: string; gateway: string; charge_id: string }>(
    `SELECT id, total, currency, gateway, charge_id FROM donations WHERE plan_id = $1 ORDER BY id`,
    [planId],
  )
const payments = (planId: number) =>
  sql<{ period: string; status: string; method: string | null }>(
    'SELECT period, status, method FROM paymob_payments WHERE plan_id = $1 ORDER BY id',
    [planId],
  )

/** Opens a reminder's link as the donor's browser would: where it sends them. */
async function follow(link: URL) {
  const answer = await links.pledgeCheckout(payload, link.searchParams)
  return answer
}

/** Pays on the stand-in's hosted checkout page, as the donor's browser posts its form. */
async function payOnCheckout(checkoutUrl: string, method: 'wallet' | 'kiosk' | 'card') {
  const url = new URL(checkoutUrl)
  const page = await fetch(url)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('wallet')
  const res = await fetch(new URL('/unifiedcheckout/pay', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      clientSecret: url.searchParams.get('clientSecret')!,
      method,
    }).toString(),
    redirect: 'manual',
  })
  return res
}

describe('a monthly wallet pledge', () => {
  it('a monthly wallet pledge mails its reminder with a fresh link', async () => {
    const { plan, email, startedAt } = await walletPledge()
    const due = new Date(Date.parse(plan.nextChargeAt) + 60_000)
    // Not due yet: nothing.
    expect(
      (await recurring.runRecurringCharges(payload, new Date(due.getTime() - DAY))).reminded,
    ).toBe(0)

    // Due: two runs at once (two app instances, or a double job run) remind it once.
    const runs = await Promise.all([
      recurring.runRecurringCharges(payload, due),
      recurring.runRecurringCharges(payload, due),
    ])
    expect(runs.map((r) => r.reminded).sort()).toEqual([0, 1])
    expect(runs.every((r) => r.charged === 0 && r.failed === 0)).toBe(true)
    await settle()
    const [mail] = reminders(email)
    expect(reminders(email)).toHaveLength(1)
    expect(mail!.text).toContain('EGP')
    expect(mail!.text).toContain('for Medical Care (Zakat).')
    const link = linkOf(mail!)
    expect(link.searchParams.get('period')).toBe('1')
    // Never charged: no charge row, no donation; the plan waits on its next period.
    expect(await sql('SELECT id FROM charges WHERE plan_id = $1', [plan.id])).toEqual([])
    expect(await periodDonations(plan.id)).toEqual([])
    const moved = await planRow(plan.id)
    expect(moved).toMatchObject({
      period: 2,
      status: 'active',
      chargesMade: 1,
      fulfilment: '0 / 1',
    })
    expect(Date.parse(moved.nextChargeAt)).toBe(monthsAfter(startedAt, 2).getTime())

    // The link opens the stand-in's checkout for this period; a second click, the same one.
    const opened = await follow(link)
    expect(opened).toMatchObject({ kind: 'checkout' })
    const checkoutUrl = (opened as { url: string }).url
    expect(new URL(checkoutUrl).pathname).toBe('/unifiedcheckout/')
    expect(await follow(link)).toEqual(opened)
    expect(await payments(plan.id)).toEqual([{ period: '1', status: 'awaiting', method: null }])

    // Paid by wallet on the checkout page: the callback records the period once, receipted.
    const paid = await payOnCheckout(checkoutUrl, 'wallet')
    expect(paid.status).toBe(303)
    const recorded = await periodDonations(plan.id)
    expect(recorded).toMatchObject([{ total: '25000', currency: 'EGP', gateway: 'paymob' }])
    expect(await payments(plan.id)).toEqual([{ period: '1', status: 'paid', method: 'wallet' }])
    // The back office's fulfilment: periods paid / reminded.
    expect(await planRow(plan.id)).toMatchObject({ period: 2, chargesMade: 2, fulfilment: '1 / 1' })
    await settle()
    const receipts = catcher.to(email).filter((m) => m.subject === DONATION_RECEIPT)
    expect(receipts).toHaveLength(2)
    // The period's receipt says what was pledged; it authorises no charge of a card.
    expect(receipts[1]!.text).toMatch(
      /You pledged EGP.250\.00 every month for Medical Care\. Nothing is taken automatically/,
    )
    expect(receipts[1]!.text).not.toContain('charge your card')

    // Paymob's retry of the callback, and the link again: nothing more; the link says paid.
    const last = standin.delivered.at(-1)!
    await callback.receivePaymobCallback(payload, JSON.stringify(last.body), last.hmac)
    expect(await periodDonations(plan.id)).toHaveLength(1)
    expect(await follow(link)).toEqual({ kind: 'page', state: 'periodPaid', locale: 'en' })

    // A second run the same day reminds nothing more; the next period is reminded next month.
    expect((await recurring.runRecurringCharges(payload, due)).reminded).toBe(0)
    const nextDue = new Date(monthsAfter(startedAt, 2).getTime() + 60_000)
    expect((await recurring.runRecurringCharges(payload, nextDue)).reminded).toBe(1)
    await settle()
    expect(reminders(email)).toHaveLength(2)
    expect(linkOf(reminders(email)[1]!).searchParams.get('period')).toBe('2')
    expect(await planRow(plan.id)).toMatchObject({ period: 3, chargesMade: 2, fulfilment: '1 / 2' })
  })

  it('pays a period at a kiosk: the reference mailed to the pledge’s donor, recorded when paid', async () => {
    const { plan, email } = await walletPledge()
    await recurring.runRecurringCharges(payload, new Date(Date.parse(plan.nextChargeAt) + 1000))
    await settle()
    const opened = (await follow(linkOf(reminders(email)[0]!))) as { url: string }
    const secret = new URL(opened.url).searchParams.get('clientSecret')!
    const { transaction } = await standin.pay(secret, 'kiosk')
    const reference = String(transaction.data?.bill_reference)
    expect(await payments(plan.id)).toEqual([{ period: '1', status: 'pending', method: 'kiosk' }])
    await settle()
    expect(catcher.to(email).some((m) => m.subject.includes(reference))).toBe(true)
    expect(await periodDonations(plan.id)).toEqual([])
    await fetch(`${process.env.PAYMOB_API_URL}/standin/kiosk/${transaction.id}/pay`, {
      method: 'POST',
    })
    expect(await periodDonations(plan.id)).toHaveLength(1)
    expect(await payments(plan.id)).toEqual([{ period: '1', status: 'paid', method: 'kiosk' }])
  })

  it('a period’s kiosk reference that expires: the donor told the link still works, which opens a new checkout', async () => {
    const kiosk = await import('@/features/donations/paymob/kiosk.server')
    const { plan, email } = await walletPledge()
    await recurring.runRecurringCharges(payload, new Date(Date.parse(plan.nextChargeAt) + 1000))
    await settle()
    const link = linkOf(reminders(email)[0]!)
    const first = (await follow(link)) as { url: string }
    await standin.pay(new URL(first.url).searchParams.get('clientSecret')!, 'kiosk')
    await kiosk.expireKioskPayments(payload, new Date(Date.now() + 400 * 3_600_000))
    expect(await payments(plan.id)).toEqual([{ period: '1', status: 'expired', method: 'kiosk' }])
    await settle()
    expect(
      catcher
        .to(email)
        .some((m) =>
          m.text.includes('The payment link in your reminder still works for this period.'),
        ),
    ).toBe(true)
    const second = (await follow(link)) as { url: string }
    expect(second.url).not.toBe(first.url)
    await standin.pay(new URL(second.url).searchParams.get('clientSecret')!, 'wallet')
    expect(await periodDonations(plan.id)).toHaveLength(1)
    expect((await payments(plan.id)).map((p) => p.status)).toEqual(['expired', 'paid'])
  })

  it('does not record a period paid with another amount than the pledge’s', async () => {
    const { plan, email } = await walletPledge()
    await recurring.runRecurringCharges(payload, new Date(Date.parse(plan.nextChargeAt) + 1000))
    await settle()
    const opened = (await follow(linkOf(reminders(email)[0]!))) as { url: string }
    await sql('UPDATE paymob_payments SET amount = 100 WHERE plan_id = $1', [plan.id])
    await standin.pay(new URL(opened.url).searchParams.get('clientSecret')!, 'wallet')
    expect(await periodDonations(plan.id)).toEqual([])
    expect(await payments(plan.id)).toMatchObject([{ status: 'mismatch' }])
  })

  it('reminds an Arabic donor in Arabic, with the amount in ج.م and an Arabic page after', async () => {
    const { plan, email } = await walletPledge({ lang: 'ar', designation: 'sadaqah' })
    await recurring.runRecurringCharges(payload, new Date(Date.parse(plan.nextChargeAt) + 1000))
    await settle()
    const [mail] = reminders(email)
    expect(mail!.subject).toMatch(/^تذكير بتبرعك الشهري لمؤسسة مصر الجديدة: .*ج\.م/)
    expect(mail!.text).toContain('(صدقة)')
    expect(mail!.html).toContain('dir="rtl"')
    expect(linkOf(mail!).searchParams.get('lang')).toBe('ar')
  })
})

describe('pledges that are not reminded, and links that open nothing', () => {
  it('a paused or cancelled pledge is not reminded; a cancelled pledge’s link opens nothing', async () => {
    const paused = await walletPledge()
    const cancelled = await walletPledge()
    const reminded = await walletPledge()
    await sql(`UPDATE recurring_plans SET status = 'paused' WHERE id = $1`, [paused.plan.id])
    await sql(`UPDATE recurring_plans SET status = 'cancelled' WHERE id = $1`, [cancelled.plan.id])
    const due = new Date(Date.parse(reminded.plan.nextChargeAt) + 1000)
    await recurring.runRecurringCharges(payload, due)
    await settle()
    const link = linkOf(reminders(reminded.email)[0]!)
    await sql(`UPDATE recurring_plans SET status = 'cancelled' WHERE id = $1`, [reminded.plan.id])
    const later = new Date(Date.parse(paused.plan.nextChargeAt) + 40 * DAY)
    await recurring.runRecurringCharges(payload, later)
    await settle()
    for (const p of [paused, cancelled]) {
      expect(await planRow(p.plan.id)).toMatchObject({ period: 1 })
    }
    expect(reminders(paused.email)).toEqual([])
    expect(reminders(cancelled.email)).toEqual([])
    expect(await follow(link)).toEqual({ kind: 'page', state: 'ended', locale: 'en' })
    expect(await payments(reminded.plan.id)).toEqual([])
  })

  it('refuses a link with a wrong signature, or for a period not reminded yet', async () => {
    const { plan, email } = await walletPledge()
    await recurring.runRecurringCharges(payload, new Date(Date.parse(plan.nextChargeAt) + 1000))
    await settle()
    const link = linkOf(reminders(email)[0]!)
    const forged = new URLSearchParams(link.searchParams)
    forged.set(
      'token',
      forged.get('token')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    )
    expect(await links.pledgeCheckout(payload, forged)).toMatchObject({ state: 'invalid' })
    const future = new URLSearchParams(link.searchParams)
    future.set('period', '2')
    expect(await links.pledgeCheckout(payload, future)).toMatchObject({ state: 'invalid' })
    expect(await payments(plan.id)).toEqual([])
  })
})

describe('a pledge in the donor portal', () => {
  it('is listed as a pledge, pauses, resumes and cancels, shows its unpaid period’s link, and takes no card or new terms', async () => {
    const { plan, email } = await walletPledge()
    const id = String(plan.id)
    const mine = async () => (await plans.donorPlans(payload, email)).find((p) => p.id === plan.id)!
    expect(await mine()).toMatchObject({ planKind: 'pledge', currency: 'EGP', payUrl: null })

    // Paused: its due day passes without a reminder.
    expect(await plans.changePlan(payload, email, id, { action: 'pause' })).toMatchObject({
      kind: 'ok',
      plan: { status: 'paused' },
    })
    const due = new Date(Date.parse(plan.nextChargeAt) + 1000)
    await recurring.runRecurringCharges(payload, due)
    expect(await planRow(plan.id)).toMatchObject({ period: 1 })
    // Resumed: reminded on the next run, and the portal offers the period's link.
    expect(await plans.changePlan(payload, email, id, { action: 'resume' })).toMatchObject({
      kind: 'ok',
      plan: { status: 'active' },
    })
    await recurring.runRecurringCharges(payload, due)
    await settle()
    expect(reminders(email)).toHaveLength(1)
    const link = linkOf(reminders(email)[0]!)
    expect((await mine()).payUrl).toBe(link.toString())

    // A pledge keeps its terms and has no card to replace.
    expect(
      await plans.changePlan(payload, email, id, {
        action: 'change',
        amount: '300',
        repeatType: 'monthly',
      }),
    ).toEqual({ kind: 'refused', status: 409, message: DONOR_TEXTS.en.pledgeNotChangeable })
    expect(await cards.requestCardChange(payload, email, id, {}, { ip: ip() })).toEqual({
      kind: 'refused',
      status: 409,
      message: DONOR_TEXTS.en.pledgeNoCard,
    })
    expect(
      await cards.requestCardChange(payload, email, id, {}, { ip: ip(), locale: 'ar' }),
    ).toMatchObject({ status: 409, message: DONOR_TEXTS.ar.pledgeNoCard })

    // Paid on the link: no "Pay now" any more. Cancelled: the link opens nothing.
    const opened = (await follow(link)) as { url: string }
    await standin.pay(new URL(opened.url).searchParams.get('clientSecret')!, 'wallet')
    expect((await mine()).payUrl).toBeNull()
    expect(await plans.changePlan(payload, email, id, { action: 'cancel' })).toMatchObject({
      kind: 'ok',
      plan: { status: 'cancelled', payUrl: null },
    })
    expect(await follow(link)).toMatchObject({ kind: 'page', state: 'periodPaid' })
  })
})
