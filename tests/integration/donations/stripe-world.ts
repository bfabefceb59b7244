import { afterAll, beforeAll, expect } from 'vitest'
import { startStripeStandIn, type StripeStandIn } from '../../helpers/stripe-standin'
import { payload, stage, donationBody, latestCode, ip, next, sql, setUpDonations } from './world'

/**
 * What the Stripe tests share: a local stand-in of Stripe's endpoints
 * (tests/helpers/stripe-standin.ts) the app's `stripe` client is pointed at, the app in Stripe
 * mode, and helpers to stage with a PaymentMethod and read what happened. The bindings are live.
 */
export let stripe: StripeStandIn
export const WEBHOOK_SECRET = 'whsec_standin'
export const FAILED = 'There was an error processing your donation. Please try again.'

/** Call at the top of a test file, instead of setUpDonations(). */
export function setUpStripe() {
  // Before setUpDonations' hook: env() is read once, when the app is first loaded.
  beforeAll(async () => {
    stripe = await startStripeStandIn()
    Object.assign(process.env, {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_TIMEOUT_MS: '600',
    })
  })
  setUpDonations()
  afterAll(async () => stripe?.close())
}

/** The form's payload in Stripe mode: the PaymentMethod id, no card fields. */
export function stripeBody(paymentMethodId = 'pm_card_visa') {
  const { cc_number, cc_exp_month, cc_exp_year, cc_cvc, ...rest } = donationBody()
  void [cc_number, cc_exp_month, cc_exp_year, cc_cvc]
  return { ...rest, payment_method_id: paymentMethodId }
}

/**
 * A staged gift paid with a new PaymentMethod of the given test kind (as Stripe.js makes one per
 * card entered), and one line repeating monthly unless `oneOff`.
 */
export async function stagedWith(kind = 'pm_card_visa', { oneOff = false } = {}) {
  const body = stripeBody(`${kind}_${next()}`)
  if (oneOff) body.donations = body.donations.slice(0, 1)
  const result = await stage.stageDonation(payload, body, { ip: ip() })
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok' })
  return { body, id: (result as { id: number }).id, code: latestCode(body.email) }
}

export const intentsOf = (stagedId: number) =>
  [...stripe.intents.values()].filter(
    (i) => i.metadata.idempotency_key === `staged-donation:${stagedId}`,
  )
export const donationsOf = (stagedId: number) =>
  sql<{ id: number; charge_id: string }>(
    'SELECT id, charge_id FROM donations WHERE staged_donation_id = $1',
    [stagedId],
  )
export const statusOf = async (stagedId: number) =>
  (
    await sql<{ status: string }>('SELECT status FROM staged_donations WHERE id = $1', [stagedId])
  )[0]?.status
