/**
 * Paymob's API as this site uses it (decision 0107; developers.paymob.com): the Intention API
 * (POST /v1/intention/, "Authorization: Token <secret key>", amount in piastres) whose
 * client_secret opens the Unified Checkout, refunds and voids
 * (/api/acceptance/void_refund/{refund,void}) and the transaction inquiry
 * (GET /api/acceptance/transactions/{id}, POST /api/ecommerce/orders/transaction_inquiry), and
 * the charge of a saved card without the donor (decision 0120: an intention on the MOTO
 * integration, then POST /api/acceptance/payments/pay with the card token and the intention's
 * payment key).
 * The same client talks to the local stand-in (scripts/lib/paymob-standin.ts). Pure: no
 * server-only import, so the stand-in's tests use it too.
 */
export type PaymobMethod = 'card' | 'wallet' | 'kiosk'

export interface PaymobConfig {
  mode: 'live' | 'standin'
  apiUrl: string
  secretKey: string
  publicKey: string
  hmacSecret: string
  integrations: Partial<Record<PaymobMethod, number>>
  /** The MOTO integration a saved card is charged on (never offered at checkout). */
  motoIntegration?: number
  timeoutMs: number
  kioskHours: number
}

/** A transaction as Paymob sends it (the processed callback's `obj`, the inquiry's answer). */
export interface PaymobTransaction {
  id: number
  pending: boolean
  success: boolean
  amount_cents: number
  currency: string
  created_at: string
  is_refunded: boolean
  is_voided: boolean
  is_refund?: boolean
  is_void?: boolean
  refunded_amount_cents?: number
  integration_id: number
  order: { id: number; merchant_order_id?: string | null }
  source_data: { type?: string; sub_type?: string; pan?: string | null }
  data?: { message?: string; bill_reference?: string | number | null }
  [key: string]: unknown
}

export interface IntentionRequest {
  amountCents: number
  currency: 'EGP'
  methods: PaymobMethod[]
  billing: { firstName: string; lastName: string; email: string; phone: string }
  items: { name: string; amountCents: number }[]
  specialReference: string
  notificationUrl: string
  redirectionUrl: string
  /**
   * The gift starts a monthly plan: the card is to be kept for its later charges. Paymob keeps a
   * card when the donor ticks "save card" on its checkout (a card integration with saving
   * enabled) and then sends a TOKEN callback; `extras` tells the checkout why, and comes back in
   * the callbacks' claims (decision 0120).
   */
  saveCard?: boolean
}

/** A saved card charged while the donor is away (MIT): its own intention, then the pay call. */
export interface TokenChargeRequest {
  token: string
  amountCents: number
  specialReference: string
  billing: IntentionRequest['billing']
  itemName: string
  notificationUrl: string
}

/**
 * A charge of a saved card that did not go through. `stage` says how far it got: `intention`
 * (nothing was paid: an intention is not a payment), `pay` with `status` 0 (no answer: the card
 * may have been charged), or `pay` with an HTTP status (Paymob refused the request itself).
 */
export type TokenChargeFailure = PaymobError & { stage: 'intention' | 'pay' }

export interface Intention {
  id: string
  clientSecret: string
  orderId: number
}

/** A refusal or a fault: `status` 0 when Paymob did not answer in time or at all. */
export interface PaymobError {
  ok: false
  status: number
  message: string
}
export type PaymobResult<T> = ({ ok: true } & T) | PaymobError

export class PaymobApi {
  constructor(private readonly config: PaymobConfig) {}

  /** Where the donor pays: Paymob's hosted page; card data never reaches this site. */
  checkoutUrl(clientSecret: string): string {
    const url = new URL('/unifiedcheckout/', this.config.apiUrl)
    url.searchParams.set('publicKey', this.config.publicKey)
    url.searchParams.set('clientSecret', clientSecret)
    return url.toString()
  }

  async createIntention(r: IntentionRequest): Promise<PaymobResult<{ intention: Intention }>> {
    const ids = r.methods.flatMap((m) => this.config.integrations[m] ?? [])
    const answer = await this.request('POST', '/v1/intention/', {
      ...intentionBody(r, ids),
      redirection_url: r.redirectionUrl,
      ...(r.saveCard && { extras: { save_card: true, reason: 'monthly donation' } }),
    })
    if (!answer.ok) return answer
    const body = answer.body as { id?: string; client_secret?: string; intention_order_id?: number }
    if (!body.client_secret || !body.intention_order_id) {
      return { ok: false, status: 502, message: 'Paymob answered without a client secret.' }
    }
    return {
      ok: true,
      intention: {
        id: String(body.id ?? ''),
        clientSecret: body.client_secret,
        orderId: body.intention_order_id,
      },
    }
  }

  /**
   * Charges a saved card (Paymob's MIT: "Pay with saved cards"): an intention on the MOTO
   * integration, whose first payment key pays with the card token. The answer is the
   * transaction (approved, declined or pending): the caller reads it.
   */
  async payWithSavedCard(
    r: TokenChargeRequest,
  ): Promise<{ ok: true; transaction: PaymobTransaction } | TokenChargeFailure> {
    const moto = this.config.motoIntegration
    if (!moto) {
      return { ok: false, stage: 'intention', status: 501, message: 'No MOTO integration id.' }
    }
    const made = await this.request(
      'POST',
      '/v1/intention/',
      intentionBody(
        {
          ...r,
          currency: 'EGP',
          items: [{ name: r.itemName, amountCents: r.amountCents }],
        },
        [moto],
      ),
    )
    if (!made.ok) return { ...made, stage: 'intention' }
    const key = (made.body as { payment_keys?: { key?: string }[] }).payment_keys?.[0]?.key
    if (!key) {
      return { ok: false, stage: 'intention', status: 502, message: 'No payment key.' }
    }
    const paid = await this.request('POST', '/api/acceptance/payments/pay', {
      source: { identifier: r.token, subtype: 'TOKEN' },
      payment_token: key,
    })
    if (!paid.ok) return { ...paid, stage: 'pay' }
    return { ok: true, transaction: paid.body as PaymobTransaction }
  }

  /**
   * The newest transaction of the order made with our reference (the intention's
   * `special_reference`, Paymob's `merchant_order_id`), or null when Paymob has none.
   */
  async inquireByReference(
    reference: string,
  ): Promise<PaymobResult<{ transaction: PaymobTransaction | null }>> {
    const answer = await this.request('POST', '/api/ecommerce/orders/transaction_inquiry', {
      merchant_order_id: reference,
    })
    if (!answer.ok && answer.status === 404) return { ok: true, transaction: null }
    return answer.ok ? { ok: true, transaction: answer.body as PaymobTransaction } : answer
  }

  refund(transactionId: string, amountCents: number) {
    return this.transactionCall('/api/acceptance/void_refund/refund', {
      transaction_id: transactionId,
      amount_cents: amountCents,
    })
  }

  void(transactionId: string) {
    return this.transactionCall('/api/acceptance/void_refund/void', {
      transaction_id: transactionId,
    })
  }

  /** The transaction as Paymob holds it now (the reconciliation's inquiry). */
  async transaction(id: string): Promise<PaymobResult<{ transaction: PaymobTransaction }>> {
    const answer = await this.request(
      'GET',
      `/api/acceptance/transactions/${encodeURIComponent(id)}`,
    )
    return answer.ok ? { ok: true, transaction: answer.body as PaymobTransaction } : answer
  }

  /** The newest transaction of an order (by Paymob's order id). */
  async inquiry(orderId: number): Promise<PaymobResult<{ transaction: PaymobTransaction }>> {
    const answer = await this.request('POST', '/api/ecommerce/orders/transaction_inquiry', {
      order_id: orderId,
    })
    return answer.ok ? { ok: true, transaction: answer.body as PaymobTransaction } : answer
  }

  private async transactionCall(path: string, body: object) {
    const answer = await this.request('POST', path, body)
    if (!answer.ok) return answer
    const t = answer.body as PaymobTransaction
    if (!t.success) {
      return { ok: false as const, status: 402, message: t.data?.message || 'Paymob refused it.' }
    }
    return { ok: true as const, transaction: t }
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<PaymobResult<{ body: unknown }>> {
    let res: Response
    try {
      res = await fetch(new URL(path, this.config.apiUrl), {
        method,
        headers: {
          Authorization: `Token ${this.config.secretKey}`,
          ...(body && { 'Content-Type': 'application/json' }),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      return {
        ok: false,
        status: 0,
        message: timedOut ? 'Paymob did not answer in time.' : 'Paymob could not be reached.',
      }
    }
    const text = await res.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      return {
        ok: false,
        status: res.status || 502,
        message: 'Paymob answered something other than JSON.',
      }
    }
    if (!res.ok) {
      const detail = (parsed as { detail?: unknown; message?: unknown } | null) ?? {}
      const message = String(detail.detail ?? detail.message ?? `Paymob answered ${res.status}.`)
      return { ok: false, status: res.status, message }
    }
    return { ok: true, body: parsed }
  }
}

/** What every intention carries: amount, methods, items, billing, reference, callback URL. */
function intentionBody(
  r: Pick<
    IntentionRequest,
    'amountCents' | 'currency' | 'items' | 'billing' | 'specialReference' | 'notificationUrl'
  >,
  integrationIds: number[],
) {
  return {
    amount: r.amountCents,
    currency: r.currency,
    payment_methods: integrationIds,
    items: r.items.map((i) => ({ name: i.name, amount: i.amountCents, quantity: 1 })),
    // Paymob asks for every billing field; what a donation form does not ask is "NA".
    billing_data: {
      first_name: r.billing.firstName,
      last_name: r.billing.lastName,
      email: r.billing.email,
      phone_number: r.billing.phone,
      apartment: 'NA',
      floor: 'NA',
      street: 'NA',
      building: 'NA',
      city: 'NA',
      country: 'EG',
      state: 'NA',
      postal_code: 'NA',
    },
    special_reference: r.specialReference,
    notification_url: r.notificationUrl,
  }
}
