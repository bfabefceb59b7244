import { describe, expect, it } from 'vitest'
import { payload, stage, gatewayModule, logged, confirmWith, ip, sql } from './world'
import {
  stripe,
  FAILED,
  setUpStripe,
  stripeBody,
  stagedWith,
  intentsOf,
  donationsOf,
  statusOf,
} from './stripe-world'

/**
 * The Stripe gateway end to end on the server: the official `stripe` client talks
 * to a local stand-in of Stripe's endpoints (tests/helpers/stripe-standin.ts). A PaymentMethod
 * id instead of card fields, no intent before the code, one intent per staged donation whatever
 * is repeated, 3-D Secure, declines, and 'Donation Failed' with nothing charged on an outage.
 */
setUpStripe()

describe('Stripe gateway', () => {
  it('stages with a PaymentMethod id, charges only after the code, once, and records the intent', async () => {
    const { body, id, code } = await stagedWith()
    // The card's description comes from Stripe; no intent exists before the code is verified.
    expect(intentsOf(id)).toEqual([])
    const [stagedRow] = await sql(
      'SELECT card_brand, card_last4, gateway_token FROM staged_donations WHERE id = $1',
      [id],
    )
    expect(stagedRow).toEqual({
      card_brand: 'visa',
      card_last4: '4242',
      gateway_token: body.payment_method_id,
    })

    const result = await confirmWith(body.email, code)
    expect(result).toMatchObject({ kind: 'ok' })
    const intents = intentsOf(id)
    expect(intents.map((i) => [i.status, i.amount, i.currency])).toEqual([
      ['succeeded', 12550, 'usd'],
    ])
    const donations = await donationsOf(id)
    expect(donations).toEqual([
      { id: (result as { donationId: number }).donationId, charge_id: intents[0]!.id },
    ])
    const [donation] = await sql('SELECT gateway, status FROM donations WHERE id = $1', [
      donations[0]!.id,
    ])
    expect(donation).toEqual({ gateway: 'stripe', status: 'paid' })

    // A retried request: answered with the gift's state, received (decision 0081), and Stripe is
    // not asked for a second intent.
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok', received: true })
    expect(intentsOf(id)).toHaveLength(1)
    // The reconciliation finds the charge by its key.
    const gateway = gatewayModule.paymentGateway(payload)
    expect(await gateway.findCharge(`staged-donation:${id}`)).toEqual({
      chargeId: intents[0]!.id,
      amountCents: 12550,
    })
    expect(await gateway.findCharge('staged-donation:0')).toBeNull()
  })

  it('refuses card fields in Stripe mode and never passes them on or logs them', async () => {
    const before = stripe.requests.length
    const body = { ...stripeBody(), cc_number: '4242 4242 4242 4242', cc_cvc: '987' }
    const result = await stage.stageDonation(payload, body, { ip: ip() })
    expect(result).toMatchObject({ kind: 'invalid' })
    const issues = result.kind === 'invalid' ? result.issues : []
    const paths = issues.map((i) => [i.path.join('.'), i.message])
    expect(paths).toEqual([
      ['cc_number', 'Card details are taken by the secure card fields only.'],
      ['cc_cvc', 'Card details are taken by the secure card fields only.'],
    ])
    expect(stripe.requests.length).toBe(before)
    expect(logged.join('\n')).not.toMatch(/4242 ?4242 ?4242 ?4242/)
    // Without a PaymentMethod id: the field's message.
    const { payment_method_id, ...none } = stripeBody()
    void payment_method_id
    expect(await stage.stageDonation(payload, none, { ip: ip() })).toMatchObject({
      kind: 'invalid',
      issues: [{ path: ['payment_method_id'], message: 'Enter your card details' }],
    })
  })

  it('refuses a PaymentMethod Stripe does not know, staging nothing', async () => {
    const body = stripeBody('pm_forged_123')
    expect(await stage.stageDonation(payload, body, { ip: ip() })).toEqual({
      kind: 'refused',
      status: 402,
      message: 'The payment details were not accepted.',
    })
    expect(await sql('SELECT id FROM staged_donations WHERE email = $1', [body.email])).toEqual([])
  })

  it('3-D Secure: answers the client secret, records nothing until the intent succeeded, then once', async () => {
    const { body, id, code } = await stagedWith('pm_card_authenticationRequired')
    const first = await confirmWith(body.email, code)
    const [intent] = intentsOf(id)
    expect(first).toEqual({ kind: 'ok', requiresAction: { clientSecret: intent!.client_secret } })
    expect(await donationsOf(id)).toEqual([])
    expect(await statusOf(id)).toBe('pending')
    // Not yet authenticated: asking again changes nothing.
    expect(await confirmWith(body.email, code)).toMatchObject({ requiresAction: {} })
    expect(await donationsOf(id)).toEqual([])

    stripe.authenticate(intent!.id)
    // Two confirmations at once after the challenge (a double click): one donation, one intent.
    const [a, b] = await Promise.all([confirmWith(body.email, code), confirmWith(body.email, code)])
    expect([a.kind, b.kind].sort()).toEqual(['ok', 'refused'])
    expect(intentsOf(id)).toHaveLength(1)
    expect((await donationsOf(id)).map((d) => d.charge_id)).toEqual([intent!.id])
    expect(await statusOf(id)).toBe('used')
    expect(logged.join('\n')).not.toContain(intent!.client_secret!)
  })

  it('a failed authentication or a declined card: 402, nothing recorded, the staging ended', async () => {
    const auth = await stagedWith('pm_card_authenticationRequired')
    await confirmWith(auth.body.email, auth.code)
    stripe.authenticate(intentsOf(auth.id)[0]!.id, false)
    expect(await confirmWith(auth.body.email, auth.code)).toEqual({
      kind: 'refused',
      status: 402,
      message: 'The provided PaymentMethod has failed authentication.',
    })
    expect(await statusOf(auth.id)).toBe('declined')

    const declined = await stagedWith('pm_card_chargeDeclined')
    expect(await confirmWith(declined.body.email, declined.code)).toEqual({
      kind: 'refused',
      status: 402,
      message: 'Your card was declined.',
    })
    expect(await donationsOf(declined.id)).toEqual([])
    expect(await statusOf(declined.id)).toBe('declined')
    const charges = await sql(
      'SELECT status, code, gateway FROM charges WHERE staged_donation_id = $1',
      [declined.id],
    )
    expect(charges).toEqual([{ status: 'declined', code: 'generic_decline', gateway: 'stripe' }])
    expect(
      stripe
        .succeeded()
        .filter((i) => i.metadata.idempotency_key === `staged-donation:${declined.id}`),
    ).toEqual([])
  })

  for (const [what, faults] of [
    ['500s', ['server_error', 'server_error', 'server_error']],
    ['a rate limit', ['rate_limit']],
    ['timeouts', ['hang', 'hang', 'hang']],
  ] as const) {
    it(`${what}: 'Donation Failed', nothing charged, and the same code works once Stripe is back`, async () => {
      const { body, id, code } = await stagedWith('pm_card_visa', { oneOff: true })
      stripe.faults.push(...faults)
      expect(await confirmWith(body.email, code)).toEqual({
        kind: 'refused',
        status: 502,
        message: FAILED,
      })
      expect(stripe.faults).toEqual([])
      expect(intentsOf(id)).toEqual([])
      expect(await donationsOf(id)).toEqual([])
      expect(await statusOf(id)).toBe('pending')

      expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
      expect(intentsOf(id).map((i) => i.status)).toEqual(['succeeded'])
    })
  }

  it('a 500 once: the client retries under the same key and the donor is charged once', async () => {
    const { body, id, code } = await stagedWith('pm_card_visa', { oneOff: true })
    stripe.faults.push('server_error')
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
    expect(intentsOf(id)).toHaveLength(1)
  })

  it('a timeout after Stripe charged: the retry under the same key answers that charge, never a second', async () => {
    const { body, id, code } = await stagedWith('pm_card_visa', { oneOff: true })
    // The first answer is lost and so are the client's retries: the donor sees 'Donation Failed'.
    stripe.faults.push('hang_after_charge', 'hang', 'hang')
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 502,
      message: FAILED,
    })
    expect(intentsOf(id).map((i) => i.status)).toEqual(['succeeded'])
    // The donor tries again: Stripe replays the first intent.
    const again = await confirmWith(body.email, code)
    expect(again).toMatchObject({ kind: 'ok' })
    expect(intentsOf(id)).toHaveLength(1)
    expect((await donationsOf(id)).map((d) => d.charge_id)).toEqual([intentsOf(id)[0]!.id])
  })
})
