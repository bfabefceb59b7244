import type Stripe from 'stripe'
import {
  GATEWAY_MESSAGES,
  type CardBrand,
  type CardInput,
  type ChargeLabel,
  type ChargeRequest,
  type ChargeResult,
  type GatewayCharge,
  type GatewayFailure,
  type PaymentGateway,
  type PaymentMethodInput,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type SaveCardResult,
  type TokenizeResult,
} from './types'
import { fail, intentOutcome } from './stripe-intent'
import { labelParams } from './stripe-metadata'
import { saveStripeCard } from './stripe-save-card'

/**
 * The Stripe gateway (issue 19, decision 0036). The card never reaches us: the donor's
 * browser turns it into a PaymentMethod with Stripe Elements and we receive its id, which is
 * our "token". A charge is a PaymentIntent created and confirmed in one request under our
 * idempotency key (Stripe answers a repeated key with the first intent, so a retried request,
 * a timeout or a double click never charges twice); the key is also kept in the intent's
 * metadata, which is how `findCharge` finds it after a crash.
 */
const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
}

/** The fields of a StripeError we read (the package's error classes carry them). */
interface StripeErrorLike {
  type?: string
  code?: string
  decline_code?: string
  message?: string
  statusCode?: number
}

/**
 * A Stripe error as a failure: the bank's refusal is `declined` with Stripe's own sentence for
 * the donor; anything else (unreachable, timeout, 429, 5xx, our own mistake) is an `error` with
 * the spec's 'Donation Failed' text, Stripe's details going only to the log by code.
 */
export function failureOf(error: unknown): GatewayFailure {
  const e = (error ?? {}) as StripeErrorLike
  switch (e.type) {
    case 'StripeCardError':
      return fail('declined', e.decline_code || e.code || 'card_declined', cardMessage(e))
    case 'StripeIdempotencyError':
      return fail('error', 'idempotency_mismatch', GATEWAY_MESSAGES.idempotencyMismatch)
    case 'StripeRateLimitError':
      return fail('error', 'rate_limited', GATEWAY_MESSAGES.failed)
    case 'StripeConnectionError':
      return fail('error', 'unavailable', GATEWAY_MESSAGES.failed)
    case 'StripeInvalidRequestError':
      return fail('error', e.code ?? 'invalid_request', GATEWAY_MESSAGES.failed)
    default:
      return fail(
        'error',
        e.statusCode ? `api_error_${e.statusCode}` : 'api_error',
        GATEWAY_MESSAGES.failed,
      )
  }
}

/** Stripe's card messages are written for cardholders; ours where we have the same case. */
function cardMessage(e: StripeErrorLike): string {
  switch (e.code) {
    case 'expired_card':
      return GATEWAY_MESSAGES.expired
    case 'incorrect_cvc':
      return GATEWAY_MESSAGES.incorrectCvc
    case 'incorrect_number':
      return GATEWAY_MESSAGES.incorrectNumber
    default:
      return e.message || GATEWAY_MESSAGES.declined
  }
}

/** The intent a StripeCardError names (`payment_intent` of Stripe's error body). */
function intentIdOf(error: unknown): { chargeId?: string } {
  const intent = (error as { payment_intent?: { id?: unknown } } | null)?.payment_intent
  return typeof intent?.id === 'string' ? { chargeId: intent.id } : {}
}

const PM_ID = /^pm_[A-Za-z0-9_]{1,200}$/

interface StripeGatewayOptions {
  /** `statement_descriptor_suffix` of every intent (checked at start: src/lib/payments/stripe-descriptor.ts). */
  statementDescriptorSuffix?: string
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe'

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripeGatewayOptions = {},
  ) {}

  async tokenize(input: CardInput | PaymentMethodInput): Promise<TokenizeResult> {
    // Card fields are never sent on to Stripe from here: that would put us in PCI scope.
    if (!('paymentMethodId' in input) || !PM_ID.test(input.paymentMethodId)) {
      return fail('error', 'invalid_request', GATEWAY_MESSAGES.wrongInput)
    }
    try {
      const pm = await this.stripe.paymentMethods.retrieve(input.paymentMethodId)
      if (pm.type !== 'card' || !pm.card) {
        return fail('declined', 'unsupported_payment_method', GATEWAY_MESSAGES.wrongInput)
      }
      return {
        ok: true,
        token: pm.id,
        brand: BRANDS[pm.card.brand] ?? 'unknown',
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      }
    } catch (error) {
      const failure = failureOf(error)
      // An id Stripe does not know is the donor's (or a forger's) input, not an outage.
      return failure.code === 'resource_missing'
        ? fail('declined', 'resource_missing', GATEWAY_MESSAGES.wrongInput)
        : failure
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (
      !Number.isSafeInteger(request.amountCents) ||
      request.amountCents < 50 ||
      request.currency !== 'USD' ||
      !request.idempotencyKey
    ) {
      return fail('error', 'invalid_request', GATEWAY_MESSAGES.invalidAmount)
    }
    // A saved card's token is `cus_…/pm_…`: the PaymentMethod attached to its Customer.
    const saved = request.token.includes('/') ? request.token.split('/', 2) : null
    const paymentMethod = saved ? saved[1] : request.token
    let customer = saved?.[0]
    let intent: Stripe.PaymentIntent
    let replayed: boolean
    try {
      if (request.saveFor && !customer) {
        // Under its own key: a retry finds the same Customer.
        customer = (
          await this.stripe.customers.create(
            { email: request.saveFor.email, name: request.saveFor.name },
            { idempotencyKey: `${request.idempotencyKey}:customer` },
          )
        ).id
      }
      const created = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          payment_method: paymentMethod,
          // Cards only, confirmed here: no redirecting methods, so no return_url is needed.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          ...(customer && { customer }),
          // Saved while the donor is here (and authenticates if asked), for the plan's charges.
          ...(request.saveFor && { setup_future_usage: 'off_session' as const }),
          ...(request.offSession && { off_session: true }),
          ...(this.options.statementDescriptorSuffix && {
            statement_descriptor_suffix: this.options.statementDescriptorSuffix,
          }),
          // Description and metadata: which gift this is, read in the Dashboard (limits kept).
          ...labelParams(request.label, { idempotency_key: request.idempotencyKey }),
        },
        { idempotencyKey: request.idempotencyKey },
      )
      replayed = created.lastResponse?.headers?.['idempotent-replayed'] === 'true'
      // A replayed answer is the first one as it was: the donor may have authenticated since.
      intent =
        created.status === 'succeeded'
          ? created
          : await this.stripe.paymentIntents.retrieve(created.id)
    } catch (error) {
      const failure = failureOf(error)
      // Off session, a bank that wants the donor present answers authentication_required; the
      // intent it names is the one the donor completes later on the plan's authentication page.
      return failure.code === 'authentication_required'
        ? {
            ...failure,
            kind: 'action_required',
            message: GATEWAY_MESSAGES.authenticationRequired,
            ...intentIdOf(error),
          }
        : failure
    }
    const result = intentOutcome(intent, intent.last_payment_error, 'payment', () => ({
      ok: true as const,
      chargeId: intent.id,
      replayed,
    }))
    return result.ok && request.saveFor && customer
      ? { ...result, savedToken: `${customer}/${paymentMethod}` }
      : result
  }

  async findCharge(idempotencyKey: string) {
    // Stripe's search sees new intents after a short delay (documented), which the
    // reconciliation tolerates: it runs again on the next tick.
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, "\\'")}' AND status:'succeeded'`,
      limit: 1,
    })
    const intent = found.data[0]
    return intent ? { chargeId: intent.id, amountCents: intent.amount } : null
  }

  /**
   * GET /v1/charges for the range, every page (the client's auto-pagination follows
   * `starting_after`); only charges that took money. Our donations keep the PaymentIntent's id,
   * so a charge is named by its intent (or by itself when it has none: made outside our site).
   */
  async listCharges(range: { from: Date; to: Date }): Promise<GatewayCharge[]> {
    const out: GatewayCharge[] = []
    const list = this.stripe.charges.list({
      created: {
        gte: Math.floor(range.from.getTime() / 1000),
        lte: Math.floor(range.to.getTime() / 1000),
      },
      limit: 100,
    })
    for await (const c of list) {
      if (c.status !== 'succeeded') continue
      const intent = typeof c.payment_intent === 'string' ? c.payment_intent : c.payment_intent?.id
      out.push({
        chargeId: intent ?? c.id,
        amountCents: c.amount,
        currency: c.currency.toUpperCase(),
        createdAt: new Date(c.created * 1000).toISOString(),
      })
    }
    return out
  }

  /** Stripe merges the new metadata keys into the intent's; the description is replaced. */
  async annotateCharge(chargeId: string, label: ChargeLabel): Promise<void> {
    await this.stripe.paymentIntents.update(chargeId, labelParams(label, {}))
  }

  saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    return saveStripeCard(this.stripe, request, failureOf)
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      )
      return refund.status === 'failed' || refund.status === 'canceled'
        ? fail('error', `refund_${refund.status}`, GATEWAY_MESSAGES.failed)
        : {
            ok: true,
            refundId: refund.id,
            replayed: refund.lastResponse?.headers?.['idempotent-replayed'] === 'true',
          }
    } catch (error) {
      return failureOf(error)
    }
  }
}
