import { randomBytes } from 'node:crypto'
import type Stripe from 'stripe'

/** The objects and errors of the Stripe stand-in (stripe-standin.ts), in Stripe's documented shapes. */
/** `chargeFail`: Stripe's pm_card_chargeCustomerFail (4000 0000 0000 0341): attaching it to a
 * Customer succeeds, every charge is declined. */
export type Behaviour = 'ok' | 'decline' | 'authenticate' | 'chargeFail' | 'authenticateUnlessSetUp'
export const TEST_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> =
  {
    pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'ok' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'ok' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
    pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authenticate' },
    pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'chargeFail' },
    // 4000 0025 0000 3155: asks for authentication, except off session once set up for it.
    pm_card_authenticationRequiredSetupForOffSession: {
      brand: 'visa',
      last4: '3155',
      behaviour: 'authenticateUnlessSetUp',
    },
  }

/** PaymentMethods whose SetupIntent succeeded (off-session use set up with the donor present). */
export const SET_UP_OFF_SESSION = new Set<string>()

/** The method as a PaymentIntent sees it: a card set up for off-session use charges then. */
export function methodFor(pmId: string, offSession: boolean) {
  const m = methodOf(pmId)
  if (m?.behaviour !== 'authenticateUnlessSetUp') return m
  const exempt = offSession && SET_UP_OFF_SESSION.has(pmId)
  return { ...m, behaviour: exempt ? ('ok' as const) : ('authenticate' as const) }
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * Stripe.js makes a new PaymentMethod for every card entered; here `pm_card_visa_<anything>` is
 * a new one behaving as pm_card_visa, so tests can make as many as they need.
 */
export const methodOf = (pmId: string) =>
  Object.entries(TEST_METHODS).find(([name]) => pmId === name || pmId.startsWith(`${name}_`))?.[1]

export function paymentMethod(pmId: string): Stripe.PaymentMethod | null {
  const m = methodOf(pmId)
  if (!m) return null
  return {
    id: pmId,
    object: 'payment_method',
    type: 'card',
    card: {
      brand: m.brand,
      last4: m.last4,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      country: 'US',
      funding: 'credit',
    },
    billing_details: { address: null, email: null, name: null, phone: null },
    created: Math.floor(Date.now() / 1000),
    customer: null,
    livemode: false,
    metadata: {},
  } as unknown as Stripe.PaymentMethod
}

/** Stripe's error body: `{ error: { type, code?, message, … } }`. */
export const stripeError = (type: string, message: string, more: Record<string, unknown> = {}) => ({
  error: { type, message, ...more },
})
export const missing = (message: string, param?: string) =>
  stripeError('invalid_request_error', message, { code: 'resource_missing', param })

export const cardError = (code: string, message: string, intent?: Stripe.PaymentIntent) => ({
  error: {
    type: 'card_error',
    code,
    decline_code: code === 'card_declined' ? 'generic_decline' : undefined,
    message,
    payment_intent: intent,
  },
})

/** POST /v1/refunds: part or all of what is left of a succeeded intent. */
export function createRefund(
  body: URLSearchParams,
  intents: Map<string, Stripe.PaymentIntent>,
  refundedOf: Map<string, number>,
  refundLog: { paymentIntent: string; amount: number }[],
): { status: number; body: unknown } {
  const intent = intents.get(body.get('payment_intent') ?? '')
  if (!intent || intent.status !== 'succeeded')
    return { status: 400, body: missing('No such payment_intent', 'payment_intent') }
  const left = intent.amount_received - (refundedOf.get(intent.id) ?? 0)
  const amount = Number(body.get('amount') ?? left)
  if (amount > left) {
    const message = `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`
    return {
      status: 400,
      body: stripeError('invalid_request_error', message, {
        code: 'amount_too_large',
        param: 'amount',
      }),
    }
  }
  refundedOf.set(intent.id, (refundedOf.get(intent.id) ?? 0) + amount)
  refundLog.push({ paymentIntent: intent.id, amount })
  const created = Math.floor(Date.now() / 1000)
  const refund = {
    id: id('re'),
    object: 'refund',
    amount,
    currency: 'usd',
    payment_intent: intent.id,
    charge: intent.latest_charge,
    status: 'succeeded',
    created,
    metadata: {},
  }
  return { status: 200, body: refund }
}

/** POST /v1/customers. */
export function createCustomer(
  body: URLSearchParams,
  customers: Map<string, Stripe.Customer>,
): { status: number; body: unknown } {
  const created = Math.floor(Date.now() / 1000)
  const customer = {
    id: id('cus'),
    object: 'customer',
    email: body.get('email'),
    name: body.get('name'),
    created,
    livemode: false,
    metadata: {},
  }
  customers.set(customer.id, customer as unknown as Stripe.Customer)
  return { status: 200, body: customer }
}

/**
 * GET /v1/charges (the reconciliation): the charge of every intent that succeeded, newest first,
 * as Stripe lists them, filtered by created[gte] / created[lte] and paged with `limit` (at most
 * 100) and `starting_after`.
 */
export function listCharges(
  q: URLSearchParams,
  intents: Map<string, Stripe.PaymentIntent>,
): Stripe.ApiList<Stripe.Charge> {
  const gte = Number(q.get('created[gte]') ?? -Infinity)
  const lte = Number(q.get('created[lte]') ?? Infinity)
  const limit = Math.min(Math.max(Number(q.get('limit') ?? 10), 1), 100)
  const all = [...intents.values()]
    .filter(
      (i) => i.status === 'succeeded' && i.latest_charge && i.created >= gte && i.created <= lte,
    )
    .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
    .map(
      (i) =>
        ({
          id: String(i.latest_charge),
          object: 'charge',
          amount: i.amount,
          amount_captured: i.amount,
          amount_refunded: 0,
          currency: i.currency,
          created: i.created,
          paid: true,
          captured: true,
          refunded: false,
          status: 'succeeded',
          payment_intent: i.id,
          metadata: i.metadata,
        }) as unknown as Stripe.Charge,
    )
  const after = q.get('starting_after')
  const start = after ? all.findIndex((c) => c.id === after) + 1 : 0
  const data = all.slice(start, start + limit)
  return { object: 'list', data, has_more: start + limit < all.length, url: '/v1/charges' }
}

/** POST /v1/payment_intents/{id}: the description replaced, metadata keys merged (Stripe's update). */
export function updateIntent(intent: Stripe.PaymentIntent | undefined, body: URLSearchParams) {
  if (!intent) return { status: 404, body: missing('No such payment_intent') }
  for (const [k, v] of body) {
    const m = /^metadata\[(.+)\]$/.exec(k)
    if (m) intent.metadata[m[1]!] = v
  }
  if (body.has('description')) intent.description = body.get('description')
  return { status: 200, body: intent }
}

/**
 * What Stripe.js does after the donor passed 3-D Secure (or failed it): for an intent waiting
 * for action, or one refused off session with authentication_required (confirmCardPayment with
 * its PaymentMethod, the donor present).
 */
export function authenticateIntent(intent: Stripe.PaymentIntent | undefined, passed: boolean) {
  const offSessionAsk = intent?.last_payment_error?.code === 'authentication_required'
  if (!intent || (intent.status !== 'requires_action' && !offSessionAsk))
    throw new Error(`no intent ${intent?.id ?? ''} awaiting action`)
  Object.assign(
    intent,
    passed
      ? {
          status: 'succeeded',
          next_action: null,
          latest_charge: id('ch'),
          amount_received: intent.amount,
          last_payment_error: null,
        }
      : {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: 'The provided PaymentMethod has failed authentication.',
          },
        },
  )
}
