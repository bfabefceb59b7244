import { randomBytes } from 'node:crypto'
import type Stripe from 'stripe'
import { cardError, id, methodOf, missing, SET_UP_OFF_SESSION } from './stripe-standin-objects'

/**
 * POST /v1/setup_intents of the Stripe stand-in (stripe-standin.ts), as Stripe documents it for
 * `confirm=true` with a PaymentMethod and a Customer: a card that authenticates waits in
 * `requires_action` (the donor is in the page), a declining card answers a 402 card_error with
 * the intent, and a good card is attached to the Customer for off-session charges.
 */
export function createSetupIntent(
  body: URLSearchParams,
  world: {
    customers: Map<string, Stripe.Customer>
    attachedTo: Map<string, string>
    setupIntents: Map<string, Stripe.SetupIntent>
  },
): { status: number; body: unknown } {
  const pm = body.get('payment_method') ?? ''
  const method = methodOf(pm)
  if (!method)
    return { status: 400, body: missing(`No such PaymentMethod: '${pm}'`, 'payment_method') }
  const customer = body.get('customer')
  if (customer && !world.customers.has(customer))
    return { status: 400, body: missing(`No such customer: '${customer}'`, 'customer') }
  const intentId = id('seti')
  const intent = {
    id: intentId,
    object: 'setup_intent',
    client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
    created: Math.floor(Date.now() / 1000),
    customer,
    last_setup_error: null,
    livemode: false,
    metadata: Object.fromEntries(
      [...body].flatMap(([k, v]) => {
        const m = /^metadata\[(.+)\]$/.exec(k)
        return m ? [[m[1]!, v]] : []
      }),
    ),
    next_action: null,
    payment_method: pm,
    status: 'requires_confirmation',
    usage: body.get('usage') ?? 'off_session',
  } as unknown as Stripe.SetupIntent
  world.setupIntents.set(intentId, intent)
  if (body.get('confirm') !== 'true') return { status: 200, body: intent }
  if (method.behaviour === 'decline') {
    const last = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
    Object.assign(intent, { status: 'requires_payment_method', last_setup_error: last })
    return {
      status: 402,
      body: { error: { ...cardError('card_declined', last.message).error, setup_intent: intent } },
    }
  }
  if (method.behaviour === 'authenticate' || method.behaviour === 'authenticateUnlessSetUp') {
    Object.assign(intent, {
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
    })
  } else {
    Object.assign(intent, { status: 'succeeded' })
    if (customer) world.attachedTo.set(pm, customer)
    SET_UP_OFF_SESSION.add(pm)
  }
  return { status: 200, body: intent }
}

/** What Stripe.js does after the donor passed (or failed) 3-D Secure for a SetupIntent. */
export function authenticateSetup(
  world: { attachedTo: Map<string, string>; setupIntents: Map<string, Stripe.SetupIntent> },
  intentId: string,
  passed: boolean,
) {
  const intent = world.setupIntents.get(intentId)
  if (!intent || intent.status !== 'requires_action')
    throw new Error(`no setup intent ${intentId} awaiting action`)
  if (passed) {
    Object.assign(intent, { status: 'succeeded', next_action: null })
    world.attachedTo.set(String(intent.payment_method), String(intent.customer))
    SET_UP_OFF_SESSION.add(String(intent.payment_method))
  } else {
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      last_setup_error: {
        type: 'card_error',
        code: 'setup_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      },
    })
  }
}
