import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { poolOf } from '../db.server'
import { applyOnce } from './callback.server'
import { LOG, paymobApi, paymobConfig } from './config.server'
import { hmacMatches, responseHmacString } from './hmac'

/**
 * The transaction inquiry (decision 0107): what Paymob holds for an order, asked with our secret
 * key, applied as a verified callback would be (once per state). It covers a processed callback
 * that never came: the donor's return, and the upkeep job for checkouts left awaiting.
 */
export async function inquireOrder(payload: Payload, orderId: string, now: Date): Promise<string> {
  const answer = await paymobApi().inquiry(Number(orderId))
  if (!answer.ok)
    return answer.status === 404 ? 'no transaction yet' : `inquiry failed (${answer.message})`
  return applyOnce(payload, answer.transaction, now)
}

/**
 * Checkouts still awaiting a callback, asked about (20 at a time): every minute from a minute
 * after they opened until an hour has passed, so a lost callback is recorded within two minutes
 * of the payment; then every ten minutes until two days have passed (a donor who left the
 * checkout open). A payment made at the checkout is asked of Paymob at once on the donor's
 * return (returnFromCheckout below); this covers the donor who never came back.
 */
export async function reconcileAwaiting(payload: Payload, now: Date = new Date()): Promise<number> {
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const { rows } = await poolOf(payload).query<{ order_id: string }>(
    `SELECT order_id FROM paymob_payments
      WHERE status = 'awaiting' AND created_at <= $1 AND created_at >= $2
        AND (created_at >= $3 OR $4::boolean)
      ORDER BY created_at DESC LIMIT 20`,
    [ago(60_000), ago(48 * 3_600_000), ago(3_600_000), now.getUTCMinutes() % 10 === 0],
  )
  let applied = 0
  for (const { order_id } of rows) {
    const outcome = await inquireOrder(payload, order_id, now).catch((error: Error) => {
      payload.logger.warn(`${LOG} inquiry of order ${order_id} failed: ${error.message}`)
      return 'failed'
    })
    if (
      outcome !== 'no transaction yet' &&
      !outcome.startsWith('inquiry failed') &&
      outcome !== 'failed'
    )
      applied++
  }
  return applied
}

/**
 * The transaction response callback: the donor's browser back from Paymob with the
 * transaction's fields in the query, signed. A wrong signature is refused (and logged); a right
 * one makes us ask Paymob about the transaction (the query itself is not trusted further), so
 * the gift is recorded even if the processed callback is late. The order and the gift's
 * language: the page reads the rest from our record (return-page.server.ts).
 */
export async function returnFromCheckout(
  payload: Payload,
  query: URLSearchParams,
  now: Date = new Date(),
): Promise<{ ok: false } | { ok: true; orderId: string; locale: Locale }> {
  if (!hmacMatches(responseHmacString(query), query.get('hmac'), paymobConfig().hmacSecret)) {
    payload.logger.warn(
      `${LOG} return refused: bad or missing HMAC (transaction ${query.get('id') ?? '?'})`,
    )
    return { ok: false }
  }
  const orderId = query.get('order') ?? query.get('order_id') ?? ''
  const answer = await paymobApi().transaction(query.get('id') ?? '')
  if (answer.ok && String(answer.transaction.order.id) === orderId) {
    await applyOnce(payload, answer.transaction, now).catch((error: Error) => {
      payload.logger.warn(
        `${LOG} return: transaction ${query.get('id')} not applied yet: ${error.message}`,
      )
    })
  }
  const { rows } = await poolOf(payload).query<{ mail_language: string | null }>(
    // A staged gift's language, or a pledge period's (decision 0122): the plan's.
    `SELECT COALESCE(s.mail_language::text, r.mail_language::text) AS mail_language
       FROM paymob_payments p
       LEFT JOIN staged_donations s ON s.id = p.staged_donation_id
       LEFT JOIN recurring_plans r ON r.id = p.plan_id
      WHERE p.order_id = $1`,
    [orderId],
  )
  return { ok: true, orderId, locale: rows[0]?.mail_language === 'ar' ? 'ar' : 'en' }
}
