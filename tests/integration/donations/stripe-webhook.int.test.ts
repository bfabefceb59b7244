import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import { payload, catcher, logged, confirmWith, sql, DONATION_RECEIPT } from './world'
import {
  stripe,
  WEBHOOK_SECRET,
  setUpStripe,
  stagedWith,
  intentsOf,
  donationsOf,
  statusOf,
} from './stripe-world'

/**
 * POST /api/donation/stripe-webhook: signed events only, each applied once, replays
 * and late events harmless, unknown payments logged and left alone. Events are signed with the
 * package's own `webhooks.generateTestHeaderString`, as Stripe signs them.
 */
setUpStripe()

let webhook: typeof import('@/features/donations/confirm/stripe-webhook.server')
beforeAll(async () => {
  webhook = await import('@/features/donations/confirm/stripe-webhook.server')
})

const signer = new Stripe('sk_test_standin')

function eventOf(type: string, object: object, id = `evt_${randomBytes(10).toString('hex')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  })
}
const signed = (raw: string, secret = WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload: raw, secret })
const deliver = (raw: string, signature: string | null = signed(raw)) =>
  webhook.receiveStripeEvent(payload, raw, signature)

const eventsStored = async () =>
  Number((await sql<{ n: string }>('SELECT count(*) AS n FROM stripe_events'))[0]!.n)
const donation = async (id: number) =>
  (
    await sql('SELECT status, refunded::float / 100 AS refunded FROM donations WHERE id = $1', [id])
  )[0]

/** A staged gift waiting for 3-D Secure, then authenticated by the donor, who left the page. */
async function authenticatedAndLeft() {
  const s = await stagedWith('pm_card_authenticationRequired')
  expect(await confirmWith(s.body.email, s.code)).toMatchObject({ requiresAction: {} })
  const intent = intentsOf(s.id)[0]!
  stripe.authenticate(intent.id)
  return { ...s, intent: stripe.intents.get(intent.id)! }
}

async function paidDonation() {
  const s = await stagedWith()
  const result = await confirmWith(s.body.email, s.code)
  return {
    ...s,
    donationId: (result as { donationId: number }).donationId,
    intent: intentsOf(s.id)[0]!,
  }
}

const chargeOf = (intentId: string, refundedCents: number, full: boolean) => ({
  id: `ch_${intentId}`,
  object: 'charge',
  amount: 12550,
  amount_refunded: refundedCents,
  refunded: full,
  payment_intent: intentId,
})

describe('Stripe webhook', () => {
  it('refuses a missing, wrong or stale signature or an altered body with 400, changing nothing', async () => {
    const s = await authenticatedAndLeft()
    const raw = eventOf('payment_intent.succeeded', s.intent)
    const before = await eventsStored()
    const stale = signer.webhooks.generateTestHeaderString({
      payload: raw,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    for (const signature of [null, '', signed(raw, 'whsec_other'), stale]) {
      expect(await deliver(raw, signature)).toEqual({
        status: 400,
        message: 'The signature is not valid.',
      })
    }
    expect(
      await deliver(raw.replace('"livemode":false', '"livemode":true'), signed(raw)),
    ).toMatchObject({ status: 400 })
    expect(await eventsStored()).toBe(before)
    expect(await donationsOf(s.id)).toEqual([])
    expect(await statusOf(s.id)).toBe('pending')
  })

  it('payment_intent.succeeded records a gift whose donor left after 3-D Secure, once, whatever is replayed', async () => {
    const s = await authenticatedAndLeft()
    const raw = eventOf('payment_intent.succeeded', s.intent)
    expect(await deliver(raw)).toEqual({ status: 200, message: 'Received.' })
    const [recorded] = await donationsOf(s.id)
    expect(recorded?.charge_id).toBe(s.intent.id)
    expect(await statusOf(s.id)).toBe('used')
    expect(catcher.to(s.body.email).filter((m) => m.subject === DONATION_RECEIPT)).toHaveLength(1)

    // The same event again, and another event about the same intent: nothing more.
    expect(await deliver(raw)).toEqual({ status: 200, message: 'Already received.' })
    expect(await deliver(eventOf('payment_intent.succeeded', s.intent))).toMatchObject({
      status: 200,
    })
    // The donor's page confirms late: told the gift was received (decision 0081), no second
    // donation or intent.
    expect(await confirmWith(s.body.email, s.code)).toMatchObject({ kind: 'ok', received: true })
    expect(await donationsOf(s.id)).toHaveLength(1)
    expect(intentsOf(s.id)).toHaveLength(1)
    expect(catcher.to(s.body.email).filter((m) => m.subject === DONATION_RECEIPT)).toHaveLength(1)
  })

  it('records a succeeded payment even after its code expired or a failure event came first', async () => {
    const s = await authenticatedAndLeft()
    await sql(`UPDATE staged_donations SET status = 'expired' WHERE id = $1`, [s.id])
    const failed = { ...s.intent, status: 'requires_payment_method' }
    expect(await deliver(eventOf('payment_intent.payment_failed', failed))).toMatchObject({
      status: 200,
    })
    expect(await statusOf(s.id)).toBe('expired')
    await deliver(eventOf('payment_intent.succeeded', s.intent))
    expect((await donationsOf(s.id)).map((d) => d.charge_id)).toEqual([s.intent.id])
  })

  it('payment_intent.payment_failed ends a waiting gift; arriving after the success it changes nothing', async () => {
    const waiting = await stagedWith('pm_card_authenticationRequired')
    await confirmWith(waiting.body.email, waiting.code)
    const intent = intentsOf(waiting.id)[0]!
    stripe.authenticate(intent.id, false)
    await deliver(eventOf('payment_intent.payment_failed', stripe.intents.get(intent.id)!))
    expect(await statusOf(waiting.id)).toBe('declined')
    expect(await donationsOf(waiting.id)).toEqual([])

    const paid = await paidDonation()
    await deliver(
      eventOf('payment_intent.payment_failed', {
        ...paid.intent,
        status: 'requires_payment_method',
      }),
    )
    expect(await statusOf(paid.id)).toBe('used')
    expect(await donation(paid.donationId)).toEqual({ status: 'paid', refunded: null })
  })

  it('charge.refunded keeps the refunded total: part, then all; replays and late events lower nothing', async () => {
    const { donationId, intent } = await paidDonation()
    const part = eventOf('charge.refunded', chargeOf(intent.id, 2500, false))
    await deliver(part)
    expect(await donation(donationId)).toEqual({ status: 'paid', refunded: 25 })
    await deliver(eventOf('charge.refunded', chargeOf(intent.id, 12550, true)))
    expect(await donation(donationId)).toEqual({ status: 'refunded', refunded: 125.5 })
    // An older event delivered again under a new id (Stripe's retry of a lost one): no change.
    await deliver(eventOf('charge.refunded', chargeOf(intent.id, 2500, false)))
    expect(await donation(donationId)).toEqual({ status: 'refunded', refunded: 125.5 })
  })

  it('charge.dispute.created marks the donation disputed and warns the log', async () => {
    const { donationId, intent } = await paidDonation()
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      amount: 12550,
      payment_intent: intent.id,
      charge: `ch_${intent.id}`,
      reason: 'fraudulent',
      status: 'needs_response',
    }
    await deliver(eventOf('charge.dispute.created', dispute))
    expect(await donation(donationId)).toEqual({ status: 'disputed', refunded: null })
    expect(logged.join('\n')).toContain(
      `donation #${donationId}: the donor's bank opened a dispute`,
    )
  })

  it('an event for an unknown payment is logged, answered 200 and changes nothing', async () => {
    const before = await sql('SELECT id, status, refunded FROM donations ORDER BY id')
    const stranger = { ...(await paidDonation()).intent, id: 'pi_unknown_123', metadata: {} }
    const after = await sql('SELECT id, status, refunded FROM donations ORDER BY id')
    for (const raw of [
      eventOf('payment_intent.succeeded', stranger),
      eventOf('payment_intent.succeeded', {
        ...stranger,
        metadata: { idempotency_key: 'staged-donation:999999' },
      }),
      eventOf('charge.refunded', chargeOf('pi_unknown_123', 100, false)),
      eventOf('setup_intent.succeeded', {
        id: 'seti_1',
        object: 'setup_intent',
        status: 'succeeded',
      }),
      eventOf('customer.created', { id: 'cus_1', object: 'customer' }),
    ]) {
      expect(await deliver(raw)).toEqual({ status: 200, message: 'Received.' })
    }
    expect(await sql('SELECT id, status, refunded FROM donations ORDER BY id')).toEqual(after)
    expect(after.length).toBe(before.length + 1)
    expect(logged.join('\n')).toContain(
      'Stripe event for an unknown payment pi_unknown_123: nothing changed',
    )
  })

  it('the route: no XSRF token needed, the raw body checked against the signature, 400 or 200', async () => {
    const { POST } = await import('@/app/api/donation/stripe-webhook/route')
    const post = (raw: string, signature?: string) =>
      POST(
        new Request('http://localhost/api/donation/stripe-webhook', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature && { 'stripe-signature': signature }),
          },
          body: raw,
        }),
        { params: Promise.resolve({}) } as never,
      )
    const raw = eventOf('customer.created', { id: 'cus_route', object: 'customer' })
    const refused = await post(raw)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: { status: 400, message: 'The signature is not valid.' },
    })
    const before = await eventsStored()
    const answered = await post(raw, signed(raw))
    expect(answered.status).toBe(200)
    expect(await answered.json()).toEqual({ data: { message: 'Received.' } })
    expect(await eventsStored()).toBe(before + 1)
  })
})
