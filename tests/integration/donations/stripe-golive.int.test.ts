import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import { payload, catcher, recurring, confirmWith, sql, ip } from './world'
import { stripe, setUpStripe, stagedWith, intentsOf, WEBHOOK_SECRET } from './stripe-world'

/**
 * Stripe go-live (issue 45 item 6) against the Stripe stand-in: every intent's description and
 * metadata (our ids, purposes, then the receipt number) and the statement descriptor suffix;
 * the page where a donor completes 3-D Secure for a paused plan's charge, reached from the
 * mailed link, recording the charge once whether the page or the webhook comes first; plans
 * whose card was saved under the sandbox, paused with a mail asking for a new card.
 */
beforeAll(() => {
  // Before setUpStripe's hooks load the app: env() is read once.
  Object.assign(process.env, {
    STRIPE_STATEMENT_DESCRIPTOR_PREFIX: 'NEWEGYPT',
    STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: 'DONATION',
  })
})
setUpStripe()

let auth: typeof import('@/features/donations/recurring/authenticate.server')
let webhook: typeof import('@/features/donations/confirm/stripe-webhook.server')
beforeAll(async () => {
  auth = await import('@/features/donations/recurring/authenticate.server')
  webhook = await import('@/features/donations/confirm/stripe-webhook.server')
})

const ASK_SUBJECT = 'Please confirm your recurring donation to the New Egypt Foundation'
const NEW_CARD_SUBJECT = 'Your recurring donation to the New Egypt Foundation needs your card again'
const RECEIPT_SUBJECT = 'Your recurring donation receipt from the New Egypt Foundation'

async function planFor(kind: string) {
  const s = await stagedWith(kind)
  let result = await confirmWith(s.body.email, s.code)
  if ('requiresAction' in result) {
    stripe.authenticate(intentsOf(s.id)[0]!.id)
    result = await confirmWith(s.body.email, s.code)
  }
  const { donationId, planIds } = result as { donationId: number; planIds: number[] }
  await sql(
    `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
    [planIds[0]],
  )
  return { ...s, donationId, planId: planIds[0]! }
}
const planRow = async (id: number) =>
  (
    await sql<{ status: string; period: number; charges_made: number }>(
      'SELECT status, period::int AS period, charges_made::int AS charges_made FROM recurring_plans WHERE id = $1',
      [id],
    )
  )[0]!
const planIntents = (planId: number) =>
  [...stripe.intents.values()].filter((i) =>
    i.metadata.idempotency_key?.startsWith(`recurring-plan:${planId}:`),
  )
const donationsByCharge = (chargeId: string) =>
  sql<{ id: number }>('SELECT id FROM donations WHERE charge_id = $1', [chargeId])

/** The paused plan's mailed link, as the donor's mail program opens it. */
function mailedLink(email: string) {
  const mail = catcher.to(email).find((m) => m.subject === ASK_SUBJECT)
  const url = /https:\/\/charity\.example\.org\/donor\/authenticate\?\S+/.exec(mail?.text ?? '')
  expect(url, mail?.text).not.toBeNull()
  const u = new URL(url![0])
  return Object.fromEntries(u.searchParams) as { plan: string; expires: string; token: string }
}

async function pausedForAuthentication() {
  const p = await planFor('pm_card_authenticationRequired')
  expect(await recurring.runRecurringCharges(payload)).toMatchObject({ paused: 1, charged: 0 })
  const intent = planIntents(p.planId)[0]!
  expect(intent.status).toBe('requires_payment_method')
  return { ...p, intent, link: mailedLink(p.body.email) }
}

const signer = new Stripe('sk_test_standin')
function succeededEvent(intent: Stripe.PaymentIntent) {
  const raw = JSON.stringify({
    id: `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: intent },
  })
  const signature = signer.webhooks.generateTestHeaderString({
    payload: raw,
    secret: WEBHOOK_SECRET,
  })
  return webhook.receiveStripeEvent(payload, raw, signature)
}
const outcomes = async () =>
  (await sql<{ outcome: string }>('SELECT outcome FROM stripe_events ORDER BY id')).map(
    (r) => r.outcome,
  )

describe('Stripe go-live', () => {
  it("every intent names its gift: description, our ids, purposes, the receipt number, and the descriptor's suffix", async () => {
    const { id: stagedId, planId, donationId } = await planFor('pm_card_visa')
    const first = intentsOf(stagedId)[0]!
    expect(first.description).toBe(
      `Donation to the New Egypt Foundation: Medical Care, Education Support (staged donation #${stagedId}), receipt D-${donationId}`,
    )
    expect(first.metadata).toEqual({
      idempotency_key: `staged-donation:${stagedId}`,
      staged_donation_id: String(stagedId),
      purposes: 'Medical Care, Education Support',
      donation_id: String(donationId),
      receipt_number: `D-${donationId}`,
    })
    expect(first).toMatchObject({ statement_descriptor_suffix: 'DONATION' })

    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ charged: 1 })
    const [charge] = planIntents(planId)
    const [periodDonation] = await donationsByCharge(charge!.id)
    expect(charge!.description).toBe(
      `Monthly donation to the New Egypt Foundation: Education Support (plan #${planId}, period 1), receipt D-${periodDonation!.id}`,
    )
    expect(charge!.metadata).toMatchObject({
      plan_id: String(planId),
      plan_period: '1',
      purposes: 'Education Support',
      donation_id: String(periodDonation!.id),
      receipt_number: `D-${periodDonation!.id}`,
    })
    expect(charge).toMatchObject({ statement_descriptor_suffix: 'DONATION' })
  })

  it("completes a paused plan's authentication from the mailed link: charged once, recorded once, resumed", async () => {
    const { body, planId, intent, link } = await pausedForAuthentication()
    expect(await planRow(planId)).toMatchObject({ status: 'paused', period: 1, charges_made: 1 })

    // The page loads the intent's secret and the card to confirm, for this link only.
    const page = await auth.authenticationForLink(payload, link)
    expect(page).toMatchObject({
      kind: 'pending',
      clientSecret: intent.client_secret,
      paymentMethod: body.payment_method_id,
      publishableKey: 'pk_test_standin',
      plan: { id: planId, amountCents: 2550, repeatType: 'monthly', last4: '3184' },
    })
    // Before the bank said yes, the server records nothing (the browser's word is not proof).
    expect(await auth.completeAuthenticationByLink(payload, link, { ip: ip() })).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Your bank has not confirmed the payment.',
    })
    expect(await donationsByCharge(intent.id)).toEqual([])

    // Stripe.js's confirmCardPayment in the donor's browser, then the page's call.
    stripe.authenticate(intent.id)
    const done = await auth.completeAuthenticationByLink(payload, link, { ip: ip() })
    expect(done).toMatchObject({ kind: 'ok', state: 'recorded' })
    expect(await planRow(planId)).toMatchObject({ status: 'active', period: 2, charges_made: 2 })
    const recorded = await donationsByCharge(intent.id)
    expect(recorded).toHaveLength(1)
    expect(catcher.to(body.email).filter((m) => m.subject === RECEIPT_SUBJECT)).toHaveLength(1)
    expect(stripe.intents.get(intent.id)!.metadata.receipt_number).toBe(`D-${recorded[0]!.id}`)

    // Stripe's webhook for the same payment, and the page opened again: nothing more.
    expect(await succeededEvent(stripe.intents.get(intent.id)!)).toMatchObject({ status: 200 })
    expect((await outcomes()).at(-1)).toBe('already recorded')
    expect(await auth.authenticationForLink(payload, link)).toMatchObject({ kind: 'done' })
    expect(await donationsByCharge(intent.id)).toHaveLength(1)
    expect(planIntents(planId).filter((i) => i.status === 'succeeded')).toHaveLength(1)
  })

  it('the webhook records it when the donor leaves before the page checks; a changed or old link opens nothing', async () => {
    const { body, planId, intent, link } = await pausedForAuthentication()
    stripe.authenticate(intent.id)
    expect(await succeededEvent(stripe.intents.get(intent.id)!)).toMatchObject({ status: 200 })
    const [donation] = await donationsByCharge(intent.id)
    expect((await outcomes()).at(-1)).toBe(`recorded donation #${donation!.id}`)
    expect(await planRow(planId)).toMatchObject({ status: 'active', charges_made: 2 })
    expect(await auth.completeAuthenticationByLink(payload, link, { ip: ip() })).toMatchObject({
      kind: 'ok',
      state: 'recorded',
    })
    expect(await donationsByCharge(intent.id)).toHaveLength(1)
    expect(catcher.to(body.email).filter((m) => m.subject === RECEIPT_SUBJECT)).toHaveLength(1)

    const other = { ...link, plan: String(Number(link.plan) + 1) }
    expect(await auth.authenticationForLink(payload, other)).toEqual({ kind: 'invalid' })
    expect(await auth.completeAuthenticationByLink(payload, other, { ip: ip() })).toMatchObject({
      kind: 'refused',
      status: 403,
    })
    const late = new Date(Number(link.expires) * 1000 + 1000)
    expect(await auth.authenticationForLink(payload, link, late)).toEqual({ kind: 'invalid' })
  })

  it('after the move from the sandbox, plans with a sandbox card are paused and their donors asked for a card, once', async () => {
    const moved = await planFor('pm_card_visa')
    const kept = await planFor('pm_card_visa')
    await sql(
      `UPDATE recurring_plans SET gateway_token = 'tok_sandbox_eyJ4Ijox.c2ln' WHERE id = $1`,
      [moved.planId],
    )
    const before = stripe.requests.length
    const run = await recurring.runRecurringCharges(payload)
    expect(run).toMatchObject({ paused: 1, charged: 1 })
    expect(await planRow(moved.planId)).toMatchObject({ status: 'paused', charges_made: 1 })
    expect(await planRow(kept.planId)).toMatchObject({ status: 'active', charges_made: 2 })
    // The sandbox card never reached Stripe.
    expect(planIntents(moved.planId)).toEqual([])
    expect(
      stripe.requests.slice(before).some((r) => r.body.toString().includes('tok_sandbox')),
    ).toBe(false)
    const mails = catcher.to(moved.body.email).filter((m) => m.subject === NEW_CARD_SUBJECT)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(
      'can no longer be charged. Nothing was charged, and your recurring donation is paused.',
    )
    expect(mails[0]!.text).toMatch(
      /choose "Replace card" on this donation and enter your card, then "Resume": https:\/\/charity\.example\.org\/donor\n/,
    )
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ paused: 0 })
    expect(catcher.to(moved.body.email).filter((m) => m.subject === NEW_CARD_SUBJECT)).toHaveLength(
      1,
    )
  })
})
