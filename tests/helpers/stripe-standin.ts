import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type Stripe from 'stripe'
import {
  cardError,
  createCustomer,
  createRefund,
  listCharges,
  id,
  methodFor,
  missing,
  paymentMethod,
  stripeError,
  updateIntent,
  authenticateIntent,
  type Behaviour,
} from './stripe-standin-objects'
import { authenticateSetup, createSetupIntent } from './stripe-standin-setup'

/**
 * A local stand-in of the Stripe endpoints we call: Stripe cannot be
 * reached from these machines, so the official `stripe` client is pointed at this server
 * (STRIPE_API_URL). It answers in Stripe's documented shapes (the package's types), keeps
 * Stripe's idempotency rules (a repeated key replays the first answer with
 * `Idempotent-Replayed: true`; other parameters under the same key are a 400
 * idempotency_error) and can be told to fail: 429, 500, or hang (a timeout), before or after it
 * made the charge. PaymentMethods are Stripe's documented test ids (pm_card_visa …).
 */
export type Fault = 'rate_limit' | 'server_error' | 'hang' | 'hang_after_charge'

export interface StripeStandIn {
  url: string
  /** Requests to answer with a fault, in order (one fault per request). */
  faults: Fault[]
  /** Every request received: method, path and form body. */
  requests: { method: string; path: string; body: URLSearchParams }[]
  intents: Map<string, Stripe.PaymentIntent>
  customers: Map<string, Stripe.Customer>
  refunds(): { paymentIntent: string; amount: number }[]
  /** The intents that took money (status succeeded). */
  succeeded(): Stripe.PaymentIntent[]
  /** What Stripe.js does after the donor passed 3-D Secure (or failed it). */
  authenticate(intentId: string, passed?: boolean): void
  setupIntents: Map<string, Stripe.SetupIntent>
  /** The same for a SetupIntent (a card saved for later). */
  authenticateSetup(intentId: string, passed?: boolean): void
  close(): Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Stripe.PaymentIntent>()
  const behaviourOf = new Map<string, Behaviour>()
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>()
  const hanging = new Set<ServerResponse>()
  const customers = new Map<string, Stripe.Customer>()
  /** PaymentMethods saved to a Customer for later (setup_future_usage), and spent ones. */
  const attachedTo = new Map<string, string>()
  const consumed = new Set<string>()
  /** Cents refunded per intent. */
  const refundedOf = new Map<string, number>()
  const refundLog: { paymentIntent: string; amount: number }[] = []
  const setupIntents = new Map<string, Stripe.SetupIntent>()
  const state: StripeStandIn = {
    url: '',
    faults: [],
    requests: [],
    intents,
    customers,
    refunds: () => refundLog,
    succeeded: () => [...intents.values()].filter((i) => i.status === 'succeeded'),
    setupIntents,
    authenticateSetup: (intentId, passed = true) =>
      authenticateSetup({ attachedTo, setupIntents }, intentId, passed),
    authenticate: (intentId, passed = true) => authenticateIntent(intents.get(intentId), passed),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }

  function createIntent(body: URLSearchParams): { status: number; body: unknown } {
    const pm = body.get('payment_method') ?? ''
    const method = methodFor(pm, body.get('off_session') === 'true')
    if (!method) {
      return {
        status: 400,
        body: missing(`No such PaymentMethod: '${pm}'`, 'payment_method'),
      }
    }
    const customer = body.get('customer')
    if (customer && !customers.has(customer))
      return { status: 400, body: missing(`No such customer: '${customer}'`, 'customer') }
    // Stripe: a PaymentMethod used without a Customer cannot be used again.
    if (
      consumed.has(pm) ||
      (body.get('off_session') === 'true' && attachedTo.get(pm) !== customer)
    ) {
      return {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          { param: 'payment_method' },
        ),
      }
    }
    const metadata: Record<string, string> = {}
    for (const [k, v] of body) {
      const m = /^metadata\[(.+)\]$/.exec(k)
      if (m) metadata[m[1]!] = v
    }
    const intentId = id('pi')
    const offSession = body.get('off_session') === 'true'
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      amount_received: 0,
      currency: body.get('currency'),
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      customer: body.get('customer'),
      description: body.get('description'),
      statement_descriptor_suffix: body.get('statement_descriptor_suffix'),
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
      metadata,
      next_action: null,
      payment_method: pm,
      status: 'requires_confirmation',
    } as unknown as Stripe.PaymentIntent
    intents.set(intentId, intent)
    behaviourOf.set(intentId, method.behaviour)
    if (body.get('confirm') !== 'true') return { status: 200, body: intent }
    const declines = method.behaviour === 'decline' || method.behaviour === 'chargeFail'
    if (declines || (method.behaviour === 'authenticate' && offSession)) {
      const code = declines ? 'card_declined' : 'authentication_required'
      const message =
        code === 'card_declined'
          ? 'Your card was declined.'
          : 'Your card was declined. This transaction requires authentication.'
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code, message },
      })
      return { status: 402, body: cardError(code, message, intent) }
    }
    if (customer && body.get('setup_future_usage')) attachedTo.set(pm, customer)
    else if (!customer) consumed.add(pm)
    if (method.behaviour === 'authenticate') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      })
    } else {
      Object.assign(intent, {
        status: 'succeeded',
        latest_charge: id('ch'),
        amount_received: intent.amount,
      })
    }
    return { status: 200, body: intent }
  }

  function search(query: string): Stripe.PaymentIntent[] {
    const key = /metadata\['idempotency_key'\]:'((?:[^'\\]|\\.)*)'/
      .exec(query)?.[1]
      ?.replace(/\\'/g, "'")
    const status = /status:'(\w+)'/.exec(query)?.[1]
    return [...intents.values()].filter(
      (i) =>
        (key === undefined || i.metadata.idempotency_key === key) &&
        (!status || i.status === status),
    )
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    state.requests.push({ method: req.method ?? '', path: url.pathname, body })
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...headers,
      })
      res.end(JSON.stringify(payload))
    }
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
      return send(401, stripeError('invalid_request_error', 'Invalid API Key provided'))
    }
    const fault = state.faults.shift()
    if (fault === 'hang') return void hanging.add(res)
    if (fault === 'rate_limit') {
      return send(
        429,
        stripeError('invalid_request_error', 'Too many requests hit the API too quickly.', {
          code: 'rate_limit',
        }),
        { 'stripe-should-retry': 'false' },
      )
    }
    if (fault === 'server_error') {
      return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } })
    }

    const path = url.pathname
    if (req.method === 'GET' && path.startsWith('/v1/payment_methods/')) {
      const pm = paymentMethod(decodeURIComponent(path.slice('/v1/payment_methods/'.length)))
      return pm ? send(200, pm) : send(404, missing('No such PaymentMethod'))
    }
    if (req.method === 'GET' && path === '/v1/payment_intents/search') {
      const data = search(url.searchParams.get('query') ?? '')
      return send(200, {
        object: 'search_result',
        data,
        has_more: false,
        next_page: null,
        url: path,
      })
    }
    if (req.method === 'GET' && path === '/v1/charges') {
      return send(200, listCharges(url.searchParams, intents))
    }
    if (req.method === 'GET' && /^\/v1\/(payment|setup)_intents\//.test(path)) {
      const [, kind, intentId] = path.split('/').slice(1)
      const intent = (kind === 'setup_intents' ? setupIntents : intents).get(intentId ?? '')
      return intent ? send(200, intent) : send(404, missing(`No such ${kind}`))
    }
    if (req.method === 'POST' && /^\/v1\/payment_intents\/pi_\w+$/.test(path)) {
      const answer = updateIntent(intents.get(path.split('/')[3]!), body)
      return send(answer.status, answer.body)
    }
    // Every POST we make is idempotent under its key, as at Stripe.
    const create = {
      '/v1/payment_intents': createIntent,
      '/v1/refunds': (b: URLSearchParams) => createRefund(b, intents, refundedOf, refundLog),
      '/v1/customers': (b: URLSearchParams) => createCustomer(b, customers),
      '/v1/setup_intents': (b: URLSearchParams) =>
        createSetupIntent(b, { customers, attachedTo, setupIntents }),
    }[path]
    if (req.method === 'POST' && create) {
      const key = String(req.headers['idempotency-key'] ?? '')
      const params = body.toString()
      const kept = key ? idempotent.get(key) : undefined
      if (kept) {
        if (kept.params !== params) {
          return send(
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          )
        }
        return send(kept.status, kept.body, { 'idempotent-replayed': 'true' })
      }
      const answer = create(body)
      // Stripe replays the first answer as it was sent, not the object as it is now.
      if (key)
        idempotent.set(key, { params, status: answer.status, body: structuredClone(answer.body) })
      // The charge is made, but the answer never arrives (our timeout fires).
      if (fault === 'hang_after_charge') return void hanging.add(res)
      return send(answer.status, answer.body)
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${path})`,
      },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}
