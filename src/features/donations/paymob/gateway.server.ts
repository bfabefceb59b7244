import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import { GATEWAY_MESSAGES } from '../gateway/types'
import type {
  ChargeRequest,
  GatewayCharge,
  GatewayFailure,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '../gateway/types'
import { GATEWAY, LOG, paymobApi } from './config.server'
import { chargeSavedCard } from './token-charge.server'

/**
 * Paymob behind the project's gateway interface (decision 0107), for what a donation recorded
 * from Paymob needs afterwards: refunds and voids from the refund panel, the reconciliation's
 * reads, and a monthly plan's later charges on the card Paymob saved (decision 0120,
 * token-charge.server.ts). The card step is Paymob's hosted checkout (checkout.server.ts): card
 * data never reaches this site, so there is no card to tokenize or save here, and those refuse.
 */
export const PAYMOB_REFUND_MESSAGES = {
  kiosk: 'Paymob cannot refund a kiosk (Aman / Fawry) payment; give the money back another way.',
  unknown: 'This Paymob payment is not known here.',
  timeout:
    'Paymob did not answer in time: the refund may have been made. Wait for its callback and check the refunded amount before refunding again.',
} as const

const hostedOnly: GatewayFailure = {
  ok: false,
  kind: 'error',
  code: 'hosted_checkout',
  message: GATEWAY_MESSAGES.wrongInput,
}

/** The Cairo calendar day, when Paymob settles: a void is possible the same day only. */
const cairoDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' })

export class PaymobGateway implements PaymentGateway {
  readonly name = GATEWAY
  constructor(
    private readonly payload: Payload,
    private readonly now: () => Date = () => new Date(),
  ) {}

  tokenize() {
    return Promise.resolve(hostedOnly)
  }
  /** A plan's period on its saved card; anything else is paid on Paymob's page. */
  charge(request: ChargeRequest) {
    return chargeSavedCard(this.payload, request)
  }
  saveCard() {
    return Promise.resolve(hostedOnly)
  }

  /** The staged gift's payment, as Paymob's verified callbacks and inquiries recorded it. */
  async findCharge(idempotencyKey: string) {
    const stagedId = Number(/^staged-donation:(\d+)$/.exec(idempotencyKey)?.[1] ?? 0)
    const { rows } = await poolOf(this.payload).query<{ transaction_id: string; amount: string }>(
      `SELECT transaction_id, amount FROM paymob_payments WHERE staged_donation_id = $1 AND status IN ('paid', 'refunded', 'voided')`,
      [stagedId],
    )
    return rows[0]
      ? { chargeId: rows[0].transaction_id, amountCents: Number(rows[0].amount) }
      : null
  }

  /**
   * Paymob has no list endpoint for this: the payments its verified callbacks reported, and the
   * plans' saved-card charges Paymob answered as approved (the ledger's succeeded rows).
   */
  async listCharges(range: { from: Date; to: Date }): Promise<GatewayCharge[]> {
    const { rows } = await poolOf(this.payload).query<GatewayCharge>(
      `SELECT "chargeId", "amountCents", currency, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
         FROM (SELECT transaction_id AS "chargeId", amount::int AS "amountCents", upper(currency) AS currency, updated_at AS at
                 FROM paymob_payments WHERE status IN ('paid', 'refunded', 'voided')
               UNION ALL
               SELECT charge_id, amount::int, upper(currency::text), created_at FROM charges
                WHERE gateway = 'paymob' AND kind = 'recurring' AND status = 'succeeded') c
        WHERE at >= $1 AND at <= $2 ORDER BY at`,
      [range.from, range.to],
    )
    return rows
  }

  /**
   * The whole of a card payment on the day it was made is voided (nothing moves); anything else
   * is refunded. The request's key is taken first, so a doubled request refunds once.
   */
  async refund(r: RefundRequest): Promise<RefundResult> {
    const pool = poolOf(this.payload)
    const key = `refund-request:${r.idempotencyKey}`
    const taken = await pool.query(
      `INSERT INTO paymob_callbacks (key, transaction_id, updated_at, created_at) VALUES ($1, $2, now(), now())
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [key, r.chargeId],
    )
    if (!taken.rowCount) {
      const { rows } = await pool.query<{ outcome: string | null }>(
        'SELECT outcome FROM paymob_callbacks WHERE key = $1',
        [key],
      )
      return { ok: true, refundId: rows[0]?.outcome ?? '', replayed: true }
    }
    // A plan's later charge has no checkout row: the ledger's, made on the card (decision 0120).
    const { rows } = await pool.query<{ method: string | null; amount: string; updated_at: Date }>(
      `SELECT method, amount, updated_at FROM paymob_payments WHERE transaction_id = $1
       UNION ALL
       SELECT 'card', amount, created_at FROM charges
        WHERE charge_id = $1 AND gateway = 'paymob' AND kind = 'recurring' AND status = 'succeeded'
       LIMIT 1`,
      [r.chargeId],
    )
    const payment = rows[0]
    const refuse = async (
      message: string,
      kind: 'declined' | 'error' = 'declined',
      keep = false,
    ) => {
      if (!keep) await pool.query('DELETE FROM paymob_callbacks WHERE key = $1', [key])
      return { ok: false as const, kind, code: 'paymob_refused', message }
    }
    if (!payment) return refuse(PAYMOB_REFUND_MESSAGES.unknown)
    if (payment.method === 'kiosk') return refuse(PAYMOB_REFUND_MESSAGES.kiosk)
    const voidIt =
      payment.method === 'card' &&
      r.amountCents === Number(payment.amount) &&
      cairoDay(payment.updated_at) === cairoDay(this.now())
    const api = paymobApi()
    const answer = voidIt ? await api.void(r.chargeId) : await api.refund(r.chargeId, r.amountCents)
    if (!answer.ok) {
      this.payload.logger.warn(
        `${LOG} ${voidIt ? 'void' : 'refund'} of ${r.chargeId} failed (${answer.status} ${answer.message})`,
      )
      // No answer at all: it may have happened; the key is kept so this request never repeats it.
      if (answer.status === 0) return refuse(PAYMOB_REFUND_MESSAGES.timeout, 'error', true)
      return refuse(answer.message, answer.status === 402 ? 'declined' : 'error')
    }
    const refundId = `${voidIt ? 'void' : 'refund'}:${String(answer.transaction.id)}`
    await pool.query('UPDATE paymob_callbacks SET outcome = $2 WHERE key = $1', [key, refundId])
    return { ok: true, refundId, replayed: false }
  }
}
