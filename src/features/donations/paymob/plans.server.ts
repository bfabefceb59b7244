import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import { LOG, paymobConfig } from './config.server'
import { hmacMatches, tokenHmacString } from './hmac'

/**
 * A monthly gift in pounds after its first payment (decision 0120). Its plans are written by the
 * checkout's paid callback (recordPaidStaging) as card plans holding the staging's placeholder
 * token. Two things complete them, in either order:
 *  - the gift paid (callback.server.ts's paid() calls `settlePlansOfPayment`), and
 *  - Paymob's TOKEN callback, the card the donor saved on the checkout (kept on the payment's
 *    row by Paymob's order id: `receiveTokenCallback`).
 * Each side writes its half, then settles with both halves as they stand: whichever comes second
 * sees the other's (each writes before it reads), and settling twice changes nothing.
 * A gift paid by wallet or kiosk cannot be charged again: its plans become pledges (paid by the
 * donor on a reminder; the pledge side does the rest). A card gift whose token never comes keeps
 * the placeholder: its charge is refused without asking Paymob (token-charge.server.ts), retried
 * and then paused with the reason, so a late token can still take it up.
 */

/**
 * A transaction of a plan's saved-card charge: its order's reference is the scheduler's key
 * (token-charge.server.ts). The reference is not signed: it only spares the log a warning.
 */
export const isPlanCharge = (t: { order: { merchant_order_id?: string | null } }) =>
  String(t.order.merchant_order_id ?? '').startsWith('recurring-plan:')

/** Paymob's card token object (the TOKEN callback's `obj`). */
interface PaymobCardToken {
  id: number
  token: string
  masked_pan?: string
  card_subtype?: string
  order_id: string | number
  [key: string]: unknown
}

/** The TOKEN callback: HMAC over its documented fields, then the token kept once per order. */
export async function receiveTokenCallback(
  payload: Payload,
  raw: string,
  hmac: string | null,
): Promise<{ status: number; message: string }> {
  const obj = tokenObject(raw)
  if (!obj) {
    payload.logger.warn(`${LOG} token callback refused: not a Paymob card token`)
    return { status: 400, message: 'The callback is not a Paymob card token.' }
  }
  if (!hmacMatches(tokenHmacString(obj), hmac, paymobConfig().hmacSecret)) {
    payload.logger.warn(
      `${LOG} token callback refused: bad or missing HMAC (token #${String(obj.id)}, order ${String(obj.order_id)})`,
    )
    return { status: 401, message: 'The signature is not valid.' }
  }
  const outcome = await keepToken(payload, String(obj.order_id), obj.token)
  // Never the token itself in the log: it charges the donor's card.
  payload.logger.info(
    `${LOG} card token #${String(obj.id)} of order ${String(obj.order_id)}: ${outcome}`,
  )
  return { status: 200, message: 'Received.' }
}

function tokenObject(raw: string): PaymobCardToken | null {
  try {
    const body = JSON.parse(raw) as { type?: unknown; obj?: PaymobCardToken }
    const obj = body.type === 'TOKEN' && body.obj && typeof body.obj === 'object' ? body.obj : null
    return obj && typeof obj.token === 'string' && obj.token && obj.order_id ? obj : null
  } catch {
    return null
  }
}

/** The first token of an order is kept (a replay, or another, changes nothing), then settled. */
async function keepToken(payload: Payload, orderId: string, token: string): Promise<string> {
  const pool = poolOf(payload)
  const kept = await pool.query<{ id: number }>(
    'UPDATE paymob_payments SET card_token = $2 WHERE order_id = $1 AND card_token IS NULL RETURNING id',
    [orderId, token],
  )
  if (kept.rows[0]) return settlePlansOfPayment(payload, kept.rows[0].id)
  const { rows } = await pool.query<{ card_token: string | null }>(
    'SELECT card_token FROM paymob_payments WHERE order_id = $1',
    [orderId],
  )
  if (!rows[0]) return 'unknown order: nothing kept'
  return rows[0].card_token === token
    ? 'already kept'
    : 'another token for the order: the first kept'
}

/**
 * The plans a paid gift started, completed with what is known now: a card gift's plans take the
 * card's brand and last four as Paymob reported the payment, and the saved card's token once it
 * came; a wallet or kiosk gift's plans become pledges. Only plans still holding the placeholders
 * are touched, so this is safe to run again.
 */
export async function settlePlansOfPayment(payload: Payload, paymentId: number): Promise<string> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{
    status: string
    method: string | null
    donation_id: number | null
    card_token: string | null
  }>('SELECT status, method, donation_id, card_token FROM paymob_payments WHERE id = $1', [
    paymentId,
  ])
  const payment = rows[0]
  if (!payment || payment.status !== 'paid' || !payment.donation_id)
    return 'kept; gift not paid yet'
  // The plans of this gift still waiting: card plans with the staging's placeholder token.
  const waiting = `p.started_by_id = $1 AND p.kind = 'card' AND p.gateway_token LIKE 'paymob:%'`
  if (payment.method === 'wallet' || payment.method === 'kiosk') {
    const pledged = await pool.query(
      `UPDATE recurring_plans p SET kind = 'pledge', updated_at = now() WHERE ${waiting}`,
      [payment.donation_id],
    )
    return pledged.rowCount ? `${pledged.rowCount} plan(s) made pledges` : 'no plan'
  }
  // The card as Paymob reported the payment (keepCardSeen), whichever callback runs last: the
  // paid one always settles after writing it, so a token settled earlier cannot leave 'paymob'.
  await pool.query(
    `UPDATE recurring_plans p SET card_brand = d.card_brand, card_last4 = d.card_last4
     FROM donations d WHERE d.id = $1 AND p.started_by_id = $1 AND p.kind = 'card'
       AND p.card_brand = 'paymob' AND d.card_brand <> 'paymob'`,
    [payment.donation_id],
  )
  if (!payment.card_token) return 'waiting for the saved card'
  const saved = await pool.query(
    `UPDATE recurring_plans p SET gateway_token = $2, updated_at = now() WHERE ${waiting}`,
    [payment.donation_id, payment.card_token],
  )
  return saved.rowCount ? `${saved.rowCount} plan(s) given the saved card` : 'no plan'
}
