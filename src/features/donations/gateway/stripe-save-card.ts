import type Stripe from 'stripe'
import { fail, intentOutcome } from './stripe-intent'
import { GATEWAY_MESSAGES, type SaveCardRequest, type SaveCardResult } from './types'

/**
 * A new card for a plan, in Stripe (issue 20, decision 0036): a SetupIntent confirmed on the
 * plan's Customer for off-session use, which attaches the PaymentMethod to that Customer, so the
 * plan's next charges (off session) may use it. A plan whose card was never saved to a Customer
 * gets one (under its own key, so a retry finds the same). Like a charge, it is created under our
 * idempotency key and read again when Stripe answers with an earlier state: after the donor
 * authenticated in the page, the same request finds the intent succeeded.
 */
export async function saveStripeCard(
  stripe: Stripe,
  request: SaveCardRequest,
  failureOf: (error: unknown) => SaveCardResult & { ok: false },
): Promise<SaveCardResult> {
  const paymentMethod = request.token
  if (!/^pm_[A-Za-z0-9_]{1,200}$/.test(paymentMethod) || !request.idempotencyKey) {
    return fail('error', 'invalid_request', GATEWAY_MESSAGES.wrongInput)
  }
  // A saved card's token is `cus_…/pm_…`: the PaymentMethod attached to its Customer.
  let customer = request.replacing.includes('/') ? request.replacing.split('/', 2)[0] : undefined
  let intent: Stripe.SetupIntent
  try {
    customer ??= (
      await stripe.customers.create(
        { email: request.customer.email, name: request.customer.name },
        { idempotencyKey: `${request.idempotencyKey}:customer` },
      )
    ).id
    const created = await stripe.setupIntents.create(
      {
        customer,
        payment_method: paymentMethod,
        confirm: true,
        usage: 'off_session',
        // Cards only, confirmed here: no redirecting methods, so no return_url is needed.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { idempotency_key: request.idempotencyKey },
      },
      { idempotencyKey: request.idempotencyKey },
    )
    intent =
      created.status === 'succeeded' ? created : await stripe.setupIntents.retrieve(created.id)
  } catch (error) {
    return failureOf(error)
  }
  return intentOutcome(intent, intent.last_setup_error, 'setup', () => ({
    ok: true as const,
    token: `${customer}/${paymentMethod}`,
  }))
}
