import { describe, expect, it } from 'vitest'
import { payload, recurring, confirmWith, logged, next, sql, CARDS } from './world'
import { stripe, setUpStripe, stagedWith, intentsOf } from './stripe-world'
import {
  loadCardChange,
  newCard,
  cardCode,
  ask,
  verify,
  planRow,
  changeRows,
} from '../donor/card-world'

/**
 * A new card for a recurring plan in Stripe mode (issue 20 item 4): the PaymentMethod Stripe.js
 * made is set up, once the code comes back, on the plan's own Customer with a SetupIntent for
 * off-session use; a bank that wants the donor to authenticate answers with the intent's secret,
 * and the same code afterwards finds the intent done.
 */
setUpStripe()
loadCardChange()

/** A monthly plan saved on a Customer by its first (paid) charge. */
async function stripePlan(kind = 'pm_card_visa') {
  const s = await stagedWith(kind)
  let result = await confirmWith(s.body.email, s.code)
  if ('requiresAction' in result) {
    stripe.authenticate(intentsOf(s.id)[0]!.id)
    result = await confirmWith(s.body.email, s.code)
  }
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok' })
  const planId = (result as { planIds: number[] }).planIds[0]!
  const customer = intentsOf(s.id)[0]!.customer as string
  expect((await planRow(planId)).gateway_token).toBe(`${customer}/${s.body.payment_method_id}`)
  return { email: s.body.email, planId, customer }
}
const stripeCard = (kind: string) => ({ payment_method_id: `${kind}_${next()}`, cc_name: 'A F' })
const setupRequests = (pm: string) =>
  stripe.requests.filter(
    (r) => r.path === '/v1/setup_intents' && r.body.get('payment_method') === pm,
  )
const setupIntentOf = (pm: string) =>
  [...stripe.setupIntents.values()].filter((i) => i.payment_method === pm)
const due = (planId: number) =>
  sql(`UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`, [
    planId,
  ])
const chargesOf = (planId: number) =>
  [...stripe.intents.values()].filter((i) =>
    i.metadata.idempotency_key?.startsWith(`recurring-plan:${planId}:`),
  )

describe('Stripe: replacing a plan’s card', () => {
  it('sets the new card up on the plan’s Customer, off session, and the next charge uses it', async () => {
    const { email, planId, customer } = await stripePlan()
    const customers = stripe.customers.size
    const card = stripeCard('pm_card_mastercard')
    expect(await ask(email, planId, card)).toMatchObject({ kind: 'ok' })
    // Nothing is set up before the code comes back.
    expect(setupRequests(card.payment_method_id)).toEqual([])
    expect(await changeRows(planId)).toMatchObject([
      { status: 'pending', gateway_token: card.payment_method_id, last4: '4444' },
    ])

    expect(await verify(email, planId, cardCode(email))).toMatchObject({
      kind: 'ok',
      plan: { brand: 'mastercard', last4: '4444' },
    })
    const [request, ...more] = setupRequests(card.payment_method_id)
    expect(more).toEqual([])
    expect(Object.fromEntries(request!.body)).toMatchObject({
      customer,
      payment_method: card.payment_method_id,
      usage: 'off_session',
      confirm: 'true',
    })
    expect(stripe.customers.size).toBe(customers)
    expect(await planRow(planId)).toMatchObject({
      gateway_token: `${customer}/${card.payment_method_id}`,
      card_brand: 'mastercard',
      card_last4: '4444',
      failed_attempts: 0,
    })
    expect(await changeRows(planId)).toMatchObject([{ status: 'used', gateway_token: null }])

    await due(planId)
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ charged: 1, failed: 0 })
    expect(
      chargesOf(planId).map((i) => [i.status, i.customer, i.payment_method, i.amount]),
    ).toEqual([['succeeded', customer, card.payment_method_id, 2550]])
  })

  it('answers with the set-up intent’s secret when the bank asks; the same code then finds it done', async () => {
    const { email, planId, customer } = await stripePlan()
    const before = await planRow(planId)
    const card = stripeCard('pm_card_authenticationRequired')
    await ask(email, planId, card)
    const code = cardCode(email)
    const first = await verify(email, planId, code)
    const [intent, ...others] = setupIntentOf(card.payment_method_id)
    expect(others).toEqual([])
    expect(intent).toMatchObject({ status: 'requires_action', customer })
    expect(first).toEqual({ kind: 'ok', clientSecret: intent!.client_secret })
    expect(await planRow(planId)).toEqual(before)
    expect(await changeRows(planId)).toMatchObject([{ status: 'pending' }])

    stripe.authenticateSetup(intent!.id)
    const reads = () =>
      stripe.requests.filter(
        (r) => r.method === 'GET' && r.path === `/v1/setup_intents/${intent!.id}`,
      ).length
    const readBefore = reads()
    expect(await verify(email, planId, code)).toMatchObject({
      kind: 'ok',
      plan: { brand: 'visa', last4: '3184' },
    })
    // The same key: Stripe replayed the first answer, no second intent; the intent was read again.
    expect(setupIntentOf(card.payment_method_id)).toHaveLength(1)
    const [sent, again] = setupRequests(card.payment_method_id)
    expect(again?.body.toString()).toBe(sent!.body.toString())
    expect(reads()).toBe(readBefore + 1)
    expect(await planRow(planId)).toMatchObject({
      gateway_token: `${customer}/${card.payment_method_id}`,
      card_last4: '3184',
    })
    expect(logged.join('\n')).not.toContain(intent!.client_secret!)
  })

  it('refuses a card the bank declines (402) and card fields, and keeps the plan', async () => {
    const { email, planId } = await stripePlan()
    const before = await planRow(planId)
    const card = stripeCard('pm_card_chargeDeclined')
    expect(await ask(email, planId, card)).toMatchObject({ kind: 'ok' })
    expect(await verify(email, planId, cardCode(email))).toEqual({
      kind: 'refused',
      status: 402,
      message: 'Your card was declined.',
    })
    expect(await planRow(planId)).toEqual(before)
    expect(await changeRows(planId)).toMatchObject([{ status: 'superseded', gateway_token: null }])

    const fields = await ask(email, planId, { ...newCard(), ...stripeCard('pm_card_visa') })
    if (fields.kind !== 'invalid') throw new Error(JSON.stringify(fields))
    expect(fields.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['cc_number', 'cc_cvc']),
    )
    expect(await ask(email, planId, newCard())).toMatchObject({ kind: 'invalid' })
    expect(await changeRows(planId)).toHaveLength(1)
    expect(logged.join('\n')).not.toContain(CARDS.mastercard)
  })

  it('a plan whose card is declined is paid with the new card at its next try', async () => {
    const { email, planId, customer } = await stripePlan()
    const replace = async (kind: string) => {
      const card = stripeCard(kind)
      await ask(email, planId, card)
      expect(await verify(email, planId, cardCode(email))).toMatchObject({ kind: 'ok' })
      return card.payment_method_id
    }
    // A card its bank closed: it is set up on the Customer, every charge of it is declined.
    const closed = await replace('pm_card_chargeCustomerFail')
    expect(setupIntentOf(closed)).toMatchObject([{ status: 'succeeded', customer }])
    await due(planId)
    const t0 = new Date()
    expect(await recurring.runRecurringCharges(payload, t0)).toMatchObject({ failed: 1 })
    expect(await planRow(planId)).toMatchObject({
      failed_attempts: 1,
      last_error: 'Your card was declined.',
    })

    const good = await replace('pm_card_mastercard')
    // A new card starts its tries afresh, and the retry's idempotency key is still a new one
    // (Stripe answers a key sent again with another card with an idempotency error).
    expect(await planRow(planId)).toMatchObject({
      status: 'active',
      gateway_token: `${customer}/${good}`,
      failed_attempts: 0,
      last_error: null,
    })
    const later = new Date(t0.getTime() + 25 * 3_600_000)
    expect(await recurring.runRecurringCharges(payload, later)).toMatchObject({
      charged: 1,
      failed: 0,
    })
    expect(
      chargesOf(planId).map((i) => [i.status, i.payment_method, i.metadata.idempotency_key]),
    ).toEqual([
      ['requires_payment_method', closed, `recurring-plan:${planId}:period-1:try-1`],
      ['succeeded', good, `recurring-plan:${planId}:period-1:try-2`],
    ])
    expect(await planRow(planId)).toMatchObject({ status: 'active', failed_attempts: 0 })
  })

  it('a plan paused for authentication: the card confirmed with the bank, resumed, then paid', async () => {
    const { email, planId, customer } = await stripePlan('pm_card_authenticationRequired')
    await due(planId)
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ paused: 1 })
    // The donor enters a card on /donor (the paused mail's way): the bank asks, the page
    // authenticates, and the same code then puts the card, set up for off-session use, on the plan.
    const card = stripeCard('pm_card_authenticationRequiredSetupForOffSession')
    await ask(email, planId, card)
    const code = cardCode(email)
    expect(await verify(email, planId, code)).toMatchObject({
      kind: 'ok',
      clientSecret: expect.any(String),
    })
    expect(await planRow(planId)).toMatchObject({ status: 'paused', card_last4: '3184' })
    stripe.authenticateSetup(setupIntentOf(card.payment_method_id)[0]!.id)
    expect(await verify(email, planId, code)).toMatchObject({ kind: 'ok' })
    const plans = await import('@/features/donor/plans.server')
    expect(await plans.changePlan(payload, email, planId, { action: 'resume' })).toMatchObject({
      kind: 'ok',
      plan: { status: 'active' },
    })
    // Resuming resets the plan's failed tries, but the charge's key is a new one (try-2): Stripe
    // charges the card now on the plan instead of replaying the first try's refusal.
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ charged: 1, paused: 0 })
    expect(
      chargesOf(planId).map((i) => [i.status, i.payment_method, i.metadata.idempotency_key]),
    ).toEqual([
      [
        'requires_payment_method',
        expect.stringMatching(/^pm_card_authenticationRequired_/),
        `recurring-plan:${planId}:period-1:try-1`,
      ],
      ['succeeded', card.payment_method_id, `recurring-plan:${planId}:period-1:try-2`],
    ])
    expect(await planRow(planId)).toMatchObject({
      status: 'active',
      gateway_token: `${customer}/${card.payment_method_id}`,
    })
  })
})
