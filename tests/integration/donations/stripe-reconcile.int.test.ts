import { beforeAll, describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { payload, confirmWith } from './world'
import { stripe, setUpStripe, stagedWith, intentsOf, donationsOf } from './stripe-world'

/**
 * The reconciliation in Stripe mode (issue 19 item 6, decision 0042): the charges come from
 * GET /v1/charges (created[gte]/[lte], paged 100 at a time) of the stand-in; one donation whose
 * intent Stripe does not have, and charges no donation records (more than a page of them).
 */
setUpStripe()

let reconcile: typeof import('@/features/donations/staff/reconcile.server').reconcile
beforeAll(async () => {
  reconcile = (await import('@/features/donations/staff/reconcile.server')).reconcile
})

async function paid() {
  const s = await stagedWith('pm_card_visa', { oneOff: true })
  await confirmWith(s.body.email, s.code)
  return { intentId: intentsOf(s.id)[0]!.id, donation: (await donationsOf(s.id))[0]! }
}
/** A charge made at Stripe (say from its dashboard) that no donation records. */
function chargeAtStripe(n: number, createdSeconds: number): string {
  const intentId = `pi_orphan_${n}_${createdSeconds}`
  stripe.intents.set(intentId, {
    id: intentId,
    object: 'payment_intent',
    amount: 1000 + n,
    currency: 'usd',
    created: createdSeconds,
    latest_charge: `ch_orphan_${n}_${createdSeconds}`,
    metadata: {},
    status: 'succeeded',
  } as unknown as Stripe.PaymentIntent)
  return intentId
}

describe('reconciliation (Stripe)', () => {
  it('finds a donation Stripe has no charge for and every charge without a donation, page after page', async () => {
    const matched = await paid()
    const lost = await paid()
    stripe.intents.delete(lost.intentId)
    const now = Math.floor(Date.now() / 1000)
    const orphans = Array.from({ length: 105 }, (_, n) => chargeAtStripe(n, now - 3600 - n))
    // A year ago: outside the range, not reported (nor asked for: created[gte] filters it).
    chargeAtStripe(999, now - 400 * 86_400)
    const before = stripe.requests.filter((r) => r.path === '/v1/charges').length

    const r = await reconcile(payload, {
      from: new Date(Date.now() - 7 * 86_400_000),
      to: new Date(Date.now() + 60_000),
    })
    // Stripe alone: without Paymob's keys, pounds are not taken in Stripe mode.
    expect(r.gateways.map((g) => g.gateway)).toEqual(['stripe'])
    const stripeSide = r.gateways[0]!
    expect(stripeSide.donationsWithoutCharge.map((d) => [d.donationId, d.chargeId])).toEqual([
      [lost.donation.id, lost.intentId],
    ])
    expect(stripeSide.chargesWithoutDonation.map((c) => c.chargeId).sort()).toEqual(
      [...orphans].sort(),
    )
    expect(stripeSide.chargesWithoutDonation.find((c) => c.chargeId === orphans[3])).toEqual({
      chargeId: orphans[3],
      amountCents: 1003,
      currency: 'USD',
      createdAt: new Date((now - 3600 - 3) * 1000).toISOString(),
    })
    expect(stripeSide.chargesWithoutDonation.map((c) => c.chargeId)).not.toContain(matched.intentId)
    // Two pages: 106 charges in the (widened) range, 100 a page.
    expect(stripe.requests.filter((r) => r.path === '/v1/charges').length - before).toBe(2)
  })
})
