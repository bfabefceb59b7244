import { beforeAll, describe, expect, it } from 'vitest'
import {
  setUpDonations,
  payload,
  catcher,
  logged,
  staged,
  donationBody,
  confirmWith,
  recurring,
  sql,
} from './world'
import { PAYMOB_STANDIN } from '@/lib/payments/paymob-settings'
import { startPaymobStandin } from './paymob-standin'

/**
 * Monthly giving in pounds by card (decision 0120), against the local stand-in of Paymob: the
 * monthly gift paid on the checkout keeps the card (Paymob's TOKEN callback, its own HMAC), the
 * scheduler charges the saved card on the MOTO integration at each due date, once per period
 * whatever the runs, declines, lost answers and callbacks; a wallet gift's plan becomes a pledge;
 * a card never saved is never charged with the placeholder. The token HMAC string itself:
 * src/features/donations/paymob/hmac.test.ts.
 */
let notification: typeof import('@/features/donations/paymob/notification.server')
let messages: typeof import('@/features/donations/paymob/token-charge.server')
let refunds: typeof import('@/features/donations/staff/refund.server')
let gatewayOf: typeof import('@/features/donations/paymob/gateway.server')
const answers: { status: number; message: string }[] = []

// Both callbacks straight to the route's handler, as the route would pass them.
const standin = startPaymobStandin(async (_url, body, hmac) => {
  answers.push(await notification.receivePaymobNotification(payload, JSON.stringify(body), hmac))
})

setUpDonations()
beforeAll(async () => {
  notification = await import('@/features/donations/paymob/notification.server')
  messages = await import('@/features/donations/paymob/token-charge.server')
  refunds = await import('@/features/donations/staff/refund.server')
  gatewayOf = await import('@/features/donations/paymob/gateway.server')
})

const RECURRING_RECEIPT = 'Your recurring donation receipt from the New Egypt Foundation'
const minute = 60_000
const hour = 60 * minute

/** EGP 100 once and EGP 25.50 monthly, paid on Paymob's checkout (no card field here). */
async function monthlyGift(
  method: 'card' | 'wallet' = 'card',
  o: { saveCard?: boolean; tokenFirst?: boolean } = {},
) {
  const { cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc, ...body } = donationBody({
    currency: 'EGP',
  })
  void [cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc]
  // The scheduler charges every due plan: only this test's plan is left to it.
  await sql(`UPDATE recurring_plans SET status = 'cancelled' WHERE status <> 'cancelled'`)
  const s = await staged(body as ReturnType<typeof donationBody>)
  const result = await confirmWith(s.body.email, s.code)
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok', checkout: {} })
  const url = new URL((result as unknown as { checkout: { url: string } }).checkout.url)
  const paid = await standin.pay(url.searchParams.get('clientSecret')!, method, true, o)
  const [donation] = await sql<{ id: number }>(
    'SELECT id FROM donations WHERE staged_donation_id = $1',
    [s.id],
  )
  expect(donation).toBeDefined()
  return { s, donationId: donation!.id, transaction: paid.transaction }
}

interface PlanRow {
  id: number
  kind: string
  status: string
  gateway_token: string
  card_brand: string
  card_last4: string
  next_charge_at: Date
  last_error: string | null
  period: string
}
const planOf = async (donationId: number) =>
  (
    await sql<PlanRow>(
      `SELECT id, kind, status, gateway_token, card_brand, card_last4, next_charge_at, last_error, period
       FROM recurring_plans WHERE started_by_id = $1`,
      [donationId],
    )
  )[0]!
const periodDonations = (planId: number) =>
  sql<{ id: number; charge_id: string; total: string; currency: string }>(
    `SELECT id, charge_id, total, currency FROM donations WHERE plan_id = $1 AND kind = 'recurring' ORDER BY id`,
    [planId],
  )
/** The plan's charges at Paymob (its saved card on the MOTO integration), as the stand-in holds them. */
const planCharges = (planId: number) =>
  [...standin.transactions.values()].filter(
    (t) =>
      t.integration_id === PAYMOB_STANDIN.motoIntegration &&
      String(t.order.merchant_order_id).startsWith(`recurring-plan:${planId}:`),
  )
const dueAt = async (planId: number, later = minute) =>
  new Date(
    (
      await sql<{ at: Date }>('SELECT next_charge_at AS at FROM recurring_plans WHERE id = $1', [
        planId,
      ])
    )[0]!.at.getTime() + later,
  )
const receipts = (email: string) => catcher.to(email).filter((m) => m.subject === RECURRING_RECEIPT)
const settle = () => new Promise((r) => setTimeout(r, 300))

describe('a monthly EGP card plan', () => {
  it('is charged twice by the scheduler on its saved card: two period donations, two receipts, each charge once', async () => {
    const { s, donationId } = await monthlyGift('card')
    const saved = standin.deliveredTokens.at(-1)!
    expect(answers.at(-1)).toEqual({ status: 200, message: 'Received.' })
    const plan = await planOf(donationId)
    const token = (saved.body as { obj: { token: string } }).obj.token
    expect(plan).toMatchObject({
      kind: 'card',
      status: 'active',
      gateway_token: token,
      card_brand: 'mastercard',
      card_last4: '2346',
    })

    // The first due date, with two runs of the job at the same moment: one charge.
    const first = await dueAt(plan.id)
    const runs = await Promise.all([
      recurring.runRecurringCharges(payload, first),
      recurring.runRecurringCharges(payload, first),
    ])
    expect(runs[0]!.charged + runs[1]!.charged).toBe(1)
    expect(planCharges(plan.id)).toHaveLength(1)
    // Paymob's processed callback of that charge came too: it records nothing more.
    const charged = standin.delivered.at(-1)!
    expect(charged.body.obj.integration_id).toBe(PAYMOB_STANDIN.motoIntegration)
    await notification.receivePaymobNotification(
      payload,
      JSON.stringify(charged.body),
      charged.hmac,
    )
    expect(await periodDonations(plan.id)).toMatchObject([
      { charge_id: String(planCharges(plan.id)[0]!.id), total: '2550', currency: 'EGP' },
    ])
    expect(logged.some((l) => l.includes(`${charged.body.obj.id} of an unknown order`))).toBe(false)

    const second = await dueAt(plan.id)
    expect(second.getTime()).toBeGreaterThan(first.getTime() + 27 * 24 * hour)
    expect(await recurring.runRecurringCharges(payload, second)).toMatchObject({ charged: 1 })
    expect(await recurring.runRecurringCharges(payload, second)).toMatchObject({ charged: 0 })
    expect(planCharges(plan.id)).toHaveLength(2)
    expect(await periodDonations(plan.id)).toHaveLength(2)
    expect(await sql('SELECT id FROM donations WHERE email = $1', [s.body.email])).toHaveLength(3)

    await settle()
    const mails = receipts(s.body.email)
    expect(mails).toHaveLength(2)
    // In pounds (a no-break space after EGP), on the card Paymob saved, with the next charge's day.
    const text = mails[0]!.text.replaceAll('\u00a0', ' ')
    expect(text).toContain(
      'Thank you: your recurring donation (EGP 25.50 monthly for Education Support) was charged today.',
    )
    expect(text).toContain('Paid with: Mastercard ending in 2346')
    expect(text).toContain('Amount charged: EGP 25.50')
    expect(text).toMatch(/Next charge: \d+ \w+ \d{4} \(Cairo time\)/)
    expect(text).not.toContain('$')
  })

  it('lists a period’s charge for the reconciliation and voids it from the refund panel', async () => {
    const { donationId } = await monthlyGift('card')
    const plan = await planOf(donationId)
    const due = await dueAt(plan.id)
    expect(await recurring.runRecurringCharges(payload, due)).toMatchObject({ charged: 1 })
    const [period] = await periodDonations(plan.id)
    const listed = await new gatewayOf.PaymobGateway(payload).listCharges({
      from: new Date(Date.now() - hour),
      to: new Date(Date.now() + hour),
    })
    expect(listed).toContainEqual(
      expect.objectContaining({ chargeId: period!.charge_id, amountCents: 2550 }),
    )
    // The whole charge, the same day: voided at Paymob (the plan's charge has no checkout row).
    expect(await refunds.refundDonation(payload, period!.id, 2550, 'plan-void-1')).toMatchObject({
      kind: 'ok',
      fully: true,
    })
    expect(standin.transactions.get(Number(period!.charge_id))).toMatchObject({ is_voided: true })
  })

  it('takes the saved card when the TOKEN callback comes before the payment’s', async () => {
    const { donationId } = await monthlyGift('card', { tokenFirst: true })
    const token = (standin.deliveredTokens.at(-1)!.body as { obj: { token: string } }).obj.token
    expect(await planOf(donationId)).toMatchObject({
      kind: 'card',
      gateway_token: token,
      card_brand: 'mastercard',
      card_last4: '2346',
    })
  })

  it('refuses a token callback with a bad or missing HMAC (401, logged) and applies a true one once', async () => {
    const { donationId } = await monthlyGift('card', { tokenFirst: true })
    const real = standin.deliveredTokens.at(-1)!
    const obj = (real.body as { obj: Record<string, unknown> }).obj
    const forged = JSON.stringify({ type: 'TOKEN', obj: { ...obj, token: 'f'.repeat(56) } })
    expect(await notification.receivePaymobNotification(payload, forged, real.hmac)).toEqual({
      status: 401,
      message: 'The signature is not valid.',
    })
    expect(
      await notification.receivePaymobNotification(payload, JSON.stringify(real.body), null),
    ).toMatchObject({ status: 401 })
    expect(
      logged.some((l) =>
        l.includes(`token callback refused: bad or missing HMAC (token #${String(obj.id)}`),
      ),
    ).toBe(true)
    expect(
      await notification.receivePaymobNotification(payload, '{"type":"TOKEN","obj":{}}', real.hmac),
    ).toMatchObject({ status: 400 })
    // The true one again (Paymob retries): nothing changes.
    expect(
      await notification.receivePaymobNotification(payload, JSON.stringify(real.body), real.hmac),
    ).toEqual({ status: 200, message: 'Received.' })
    expect(await planOf(donationId)).toMatchObject({ gateway_token: obj.token })
    // The token never reaches the log.
    expect(logged.some((l) => l.includes(String(obj.token)))).toBe(false)
  })

  it('retries a declined charge the next day and charges the period once', async () => {
    const { donationId } = await monthlyGift('card')
    const plan = await planOf(donationId)
    standin.nextSavedCardCharges('decline')
    const due = await dueAt(plan.id)
    expect(await recurring.runRecurringCharges(payload, due)).toMatchObject({ failed: 1 })
    expect(await planOf(donationId)).toMatchObject({
      status: 'active',
      last_error: 'Your card was declined.',
    })
    expect(await periodDonations(plan.id)).toHaveLength(0)
    expect(
      await recurring.runRecurringCharges(payload, new Date(due.getTime() + 25 * hour)),
    ).toMatchObject({ charged: 1 })
    expect(planCharges(plan.id).map((t) => t.success)).toEqual([false, true])
    expect(await periodDonations(plan.id)).toHaveLength(1)
  })

  it('never charges twice after a charge Paymob made but did not answer: it asks Paymob first', async () => {
    const { donationId } = await monthlyGift('card')
    const plan = await planOf(donationId)
    standin.nextSavedCardCharges('no-answer')
    const due = await dueAt(plan.id)
    expect(await recurring.runRecurringCharges(payload, due)).toMatchObject({ failed: 1 })
    expect(await planOf(donationId)).toMatchObject({
      status: 'active',
      last_error: messages.PAYMOB_CHARGE_MESSAGES.noAnswer,
    })
    expect(planCharges(plan.id)).toHaveLength(1)
    // The retry finds the charge at Paymob by its reference and records it: no second charge.
    expect(
      await recurring.runRecurringCharges(payload, new Date(due.getTime() + 25 * hour)),
    ).toMatchObject({ charged: 1 })
    expect(planCharges(plan.id)).toHaveLength(1)
    expect(await periodDonations(plan.id)).toMatchObject([
      { charge_id: String(planCharges(plan.id)[0]!.id) },
    ])
  })

  it('finds a try cut off after Paymob charged (no ledger row yet) by its reference, and charges nothing again', async () => {
    const { donationId } = await monthlyGift('card')
    const plan = await planOf(donationId)
    standin.nextSavedCardCharges('no-answer')
    const due = await dueAt(plan.id)
    await recurring.runRecurringCharges(payload, due)
    expect(planCharges(plan.id)).toHaveLength(1)
    // As if the process had died before writing anything: the same key is tried again.
    await sql('DELETE FROM charges WHERE plan_id = $1', [plan.id])
    await sql(
      `UPDATE recurring_plans SET failed_attempts = 0, last_error = NULL, lease_until = NULL,
       next_charge_at = $2 WHERE id = $1`,
      [plan.id, new Date(due.getTime() - minute)],
    )
    expect(await recurring.runRecurringCharges(payload, due)).toMatchObject({ charged: 1 })
    expect(planCharges(plan.id)).toHaveLength(1)
    expect(
      await sql('SELECT idempotency_key, charge_id FROM charges WHERE plan_id = $1', [plan.id]),
    ).toEqual([
      {
        idempotency_key: `recurring-plan:${plan.id}:period-1:try-1`,
        charge_id: String(planCharges(plan.id)[0]!.id),
      },
    ])
  })

  it('never charges the placeholder when the card was not saved: no Paymob call, paused after its tries', async () => {
    const { donationId } = await monthlyGift('card', { saveCard: false })
    const plan = await planOf(donationId)
    // The card as Paymob reported the payment, but no token to charge it with.
    expect(plan).toMatchObject({ gateway_token: 'paymob:hosted-checkout', card_last4: '2346' })
    const due = await dueAt(plan.id)
    expect(await recurring.runRecurringCharges(payload, due)).toMatchObject({ failed: 1 })
    expect(await planOf(donationId)).toMatchObject({
      status: 'active',
      last_error: messages.PAYMOB_CHARGE_MESSAGES.noSavedCard,
    })
    await recurring.runRecurringCharges(payload, new Date(due.getTime() + 25 * hour))
    expect(
      await recurring.runRecurringCharges(payload, new Date(due.getTime() + 50 * hour)),
    ).toMatchObject({ paused: 1 })
    expect(await planOf(donationId)).toMatchObject({ status: 'paused' })
    expect(planCharges(plan.id)).toHaveLength(0)
  })
})

it('makes the plan of a monthly gift paid by wallet a pledge (no card to charge)', async () => {
  const { donationId } = await monthlyGift('wallet')
  expect(await planOf(donationId)).toMatchObject({
    kind: 'pledge',
    gateway_token: 'paymob:hosted-checkout',
  })
})
