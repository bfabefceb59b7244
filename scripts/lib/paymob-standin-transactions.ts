import type { PaymobTransaction } from '../../src/features/donations/paymob/api'
import { hmacOf, responseHmacString } from '../../src/features/donations/paymob/hmac'

/** An intention the stand-in keeps (decision 0107). */
export interface StoredIntention {
  id: string
  clientSecret: string
  orderId: number
  amount: number
  currency: string
  methods: number[]
  specialReference: string
  notificationUrl: string
  redirectionUrl: string
  /** The intention asked to keep the card (a monthly gift). */
  saveCard: boolean
  email: string
  paymentKey: string
}

/** What a transaction of the stand-in is made from: its intention's order and amount. */
interface IntentFacts {
  orderId: number
  amount: number
  currency: string
  specialReference: string
  redirectionUrl: string
}

/**
 * A transaction as Paymob's callbacks and inquiry describe it (decision 0107): a card or wallet
 * payment approved or declined, or a kiosk payment pending with its bill reference.
 */
export function newTransaction(
  intent: IntentFacts,
  method: 'card' | 'wallet' | 'kiosk',
  approve: boolean,
  id: number,
  integrationId: number,
): PaymobTransaction {
  const kiosk = method === 'kiosk'
  return {
    id,
    pending: kiosk,
    success: approve && !kiosk,
    amount_cents: intent.amount,
    currency: intent.currency,
    created_at: new Date().toISOString().replace('Z', ''),
    error_occured: false,
    has_parent_transaction: false,
    integration_id: integrationId,
    is_3d_secure: method === 'card',
    is_auth: false,
    is_capture: false,
    is_refunded: false,
    is_standalone_payment: true,
    is_voided: false,
    refunded_amount_cents: 0,
    owner: 302852,
    order: { id: intent.orderId, merchant_order_id: intent.specialReference },
    source_data:
      method === 'card'
        ? { type: 'card', sub_type: 'MasterCard', pan: '2346' }
        : method === 'wallet'
          ? { type: 'wallet', sub_type: 'wallet', pan: '01010101010' }
          : { type: 'aggregator', sub_type: 'AGGREGATOR', pan: '' },
    data: {
      message: approve ? (kiosk ? 'Pending' : 'Approved') : 'Do not honour',
      ...(kiosk && { bill_reference: String(10_000_000 + (id % 89_999_999)) }),
    },
  }
}

/** The response callback: the donor's browser sent back with the fields flat, signed. */
export function signedReturnUrl(
  t: PaymobTransaction,
  intent: IntentFacts,
  hmacSecret: string,
): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(t)) {
    if (v === null || typeof v !== 'object') q.set(k, String(v))
  }
  q.set('order', String(t.order.id))
  q.set('merchant_order_id', intent.specialReference)
  for (const [k, v] of Object.entries(t.source_data)) q.set(`source_data.${k}`, String(v ?? ''))
  if (t.data?.bill_reference) q.set('bill_reference', String(t.data.bill_reference))
  q.set('hmac', hmacOf(responseHmacString(q), hmacSecret))
  const url = new URL(intent.redirectionUrl)
  q.forEach((v, k) => url.searchParams.set(k, v))
  return url.toString()
}

/** An intention as Paymob's `POST /v1/intention/` makes it from the request's body. */
export function newIntention(
  b: Record<string, unknown>,
  methods: number[],
  newId: () => number,
): StoredIntention {
  const id = `pi_test_${newId().toString(16)}`
  return {
    id,
    clientSecret: `egy_csk_test_${id.slice(8)}${Math.random().toString(16).slice(2, 10)}`,
    orderId: newId(),
    amount: Number(b.amount),
    currency: String(b.currency),
    methods,
    specialReference: String(b.special_reference ?? ''),
    notificationUrl: String(b.notification_url ?? ''),
    redirectionUrl: String(b.redirection_url ?? ''),
    saveCard: (b.extras as { save_card?: unknown } | undefined)?.save_card === true,
    email: String((b.billing_data as { email?: unknown } | undefined)?.email ?? ''),
    paymentKey: `ZXlK_standin_${newId().toString(16)}`,
  }
}

/** Paymob's answer to an intention: its secret, order and one payment key per method. */
export const intentionAnswer = (intent: StoredIntention) => ({
  id: intent.id,
  client_secret: intent.clientSecret,
  intention_order_id: intent.orderId,
  special_reference: intent.specialReference,
  payment_keys: intent.methods.map((integration) => ({
    integration,
    key: intent.paymentKey,
    order_id: intent.orderId,
  })),
  status: 'intended',
})
