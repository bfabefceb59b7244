import { describe, expect, it } from 'vitest'
import { payload, catcher, recurring, confirmWith, sql } from './world'
import { stripe, setUpStripe, stagedWith, intentsOf } from './stripe-world'

/**
 * Recurring plans in Stripe mode (issue 19 item 4, decision 0037): the first charge saves the
 * card to a Customer for off-session use; the scheduler charges it off session under the plan's
 * idempotency key; a bank that wants the donor to authenticate pauses the plan at once and the
 * donor is mailed the link of the page that completes it.
 */
setUpStripe()

const PAUSED = 'Your recurring donation to the New Egypt Foundation is paused'
const ASK = 'Please confirm your recurring donation to the New Egypt Foundation'

async function planFor(kind: string) {
  const s = await stagedWith(kind)
  let result = await confirmWith(s.body.email, s.code)
  if ('requiresAction' in result) {
    stripe.authenticate(intentsOf(s.id)[0]!.id)
    result = await confirmWith(s.body.email, s.code)
  }
  const planId = (result as { planIds: number[] }).planIds[0]!
  // Due now.
  await sql(
    `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
    [planId],
  )
  return { ...s, planId, first: intentsOf(s.id)[0]! }
}
const planRow = async (id: number) =>
  (
    await sql<{ status: string; gateway_token: string; charges_made: number }>(
      'SELECT status, gateway_token, charges_made::int AS charges_made FROM recurring_plans WHERE id = $1',
      [id],
    )
  )[0]!
const planIntents = (planId: number) =>
  [...stripe.intents.values()].filter((i) =>
    i.metadata.idempotency_key?.startsWith(`recurring-plan:${planId}:`),
  )

describe('Stripe recurring plans', () => {
  it('saves the card to a Customer at the first charge and charges it off session, once per period', async () => {
    const { body, planId, first } = await planFor('pm_card_visa')
    const customer = [...stripe.customers.values()].find((c) => c.email === body.email)!
    expect(customer).toMatchObject({ name: 'Amira Fawzy' })
    expect(first).toMatchObject({ customer: customer.id, status: 'succeeded' })
    expect((await planRow(planId)).gateway_token).toBe(`${customer.id}/${body.payment_method_id}`)

    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ charged: 1, failed: 0 })
    const charged = planIntents(planId)
    expect(charged.map((i) => [i.status, i.amount, i.customer, i.payment_method])).toEqual([
      ['succeeded', 2550, customer.id, body.payment_method_id],
    ])
    const request = stripe.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' &&
        r.body.get('metadata[idempotency_key]') === charged[0]!.metadata.idempotency_key,
    )!
    expect(request.body.get('off_session')).toBe('true')
    expect(await planRow(planId)).toMatchObject({ status: 'active', charges_made: 2 })
    // Run again at once: not due, nothing more.
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ charged: 0 })
    expect(planIntents(planId)).toHaveLength(1)
  })

  it('a charge the bank wants authenticated pauses the plan at once and mails the donor', async () => {
    const { body, planId } = await planFor('pm_card_authenticationRequired')
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ paused: 1, charged: 0 })
    expect(await planRow(planId)).toMatchObject({ status: 'paused', charges_made: 1 })
    expect(planIntents(planId).filter((i) => i.status === 'succeeded')).toEqual([])
    // The mail asks for the bank's confirmation on the page that completes this charge
    // (its page and the recording: stripe-golive.int.test.ts).
    const mail = catcher.to(body.email).find((m) => m.subject === ASK)
    expect(mail?.text).toContain(
      'Your bank asks you to confirm the charge of your Visa ending in 3184 for your recurring donation ($25.50 monthly for Education Support) yourself, which cannot be done while you are away. Nothing was charged, and your recurring donation is paused.',
    )
    expect(mail?.text).toMatch(
      /Confirm the payment with your bank on this page \(the link works for 14 days\): https:\/\/charity\.example\.org\/donor\/authenticate\?plan=\d+&expires=\d+&token=\S+\n/,
    )
    expect(catcher.to(body.email).some((m) => m.subject === PAUSED)).toBe(false)
    // Paused: the next run does not try again.
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ paused: 0, failed: 0 })
  })
})
