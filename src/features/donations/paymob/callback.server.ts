import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import { recordPaidStaging } from '../confirm/record.server'
import { sendReceipt } from '../mail/receipt.server'
import type { PaymobTransaction } from './api'
import { isPlanCharge, settlePlansOfPayment } from './plans.server'
import { GATEWAY, LOG, paymobConfig } from './config.server'
import { hmacMatches, processedHmacString } from './hmac'
import { kioskPending } from './kiosk.server'
import { paidPledgePeriod } from './pledge-payment.server'
import { secondPayment } from './second-payment.server'
import { isKioskReference, keepPaidWith, methodOf, withPaymobFigures } from './transaction.server'

/**
 * Paymob's transaction processed callback (POST JSON, `hmac` in the query; decision 0107). The
 * HMAC over the documented fields is checked first: a missing or wrong one is a 401, logged,
 * and nothing changes. Each transaction state is taken in `paymob_callbacks` before it is
 * applied, so a replayed callback (or an inquiry answering the same state) is applied once.
 * The order is found by Paymob's order id, which the HMAC covers (the special reference is
 * not signed). A payment is recorded only if its amount and currency are the staged gift's.
 */
export interface CallbackAnswer {
  status: number
  message: string
}

export async function receivePaymobCallback(
  payload: Payload,
  raw: string,
  hmac: string | null,
  now: Date = new Date(),
): Promise<CallbackAnswer> {
  let obj: PaymobTransaction | undefined
  try {
    const body = JSON.parse(raw) as { obj?: PaymobTransaction }
    obj = body.obj && typeof body.obj === 'object' ? body.obj : undefined
  } catch {
    obj = undefined
  }
  if (!obj || obj.id === undefined || !obj.order) {
    payload.logger.warn(`${LOG} callback refused: not a Paymob transaction`)
    return { status: 400, message: 'The callback is not a Paymob transaction.' }
  }
  if (!hmacMatches(processedHmacString(obj), hmac, paymobConfig().hmacSecret)) {
    payload.logger.warn(
      `${LOG} callback refused: bad or missing HMAC (transaction ${String(obj.id)}, order ${String(obj.order.id)})`,
    )
    return { status: 401, message: 'The signature is not valid.' }
  }
  // Figures outside the HMAC come from Paymob's own record, or not at all (decision 0128).
  const t = await withPaymobFigures(obj)
  if (!t) {
    payload.logger.warn(
      `${LOG} callback of transaction ${String(obj.id)}: Paymob not reachable; retried`,
    )
    return { status: 503, message: 'Please try again later.' }
  }
  await applyOnce(payload, t, now)
  return { status: 200, message: 'Received.' }
}

/** What state a transaction is in, as far as a donation is concerned. */
export function stateOf(t: PaymobTransaction): string {
  if (t.is_voided) return 'voided'
  if (t.is_refunded) return `refunded-${Number(t.refunded_amount_cents ?? 0)}`
  if (t.pending) return 'pending'
  return t.success ? 'paid' : 'declined'
}

/** How long a key taken and not finished is left to the process applying it. */
const UNFINISHED_MINUTES = 2

/** Applies a verified transaction (a callback, or our own inquiry's answer) once per state. */
export async function applyOnce(
  payload: Payload,
  t: PaymobTransaction,
  now: Date,
): Promise<string> {
  const pool = poolOf(payload)
  const key = `${String(t.id)}:${stateOf(t)}`
  // A key taken and never finished (the process died while applying it) is taken again after
  // a pause, so Paymob's retry or the inquiry applies it; each step below is a compare and set.
  const taken = await pool.query(
    `INSERT INTO paymob_callbacks (key, transaction_id, updated_at, created_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (key) DO UPDATE SET updated_at = now()
       WHERE paymob_callbacks.outcome IS NULL
         AND paymob_callbacks.updated_at < now() - make_interval(mins => $3)
     RETURNING id`,
    [key, String(t.id), UNFINISHED_MINUTES],
  )
  if (!taken.rowCount) {
    payload.logger.info(`${LOG} transaction ${key} already applied`)
    return 'already applied'
  }
  let outcome: string
  try {
    outcome = await apply(payload, t, now)
  } catch (error) {
    // Not applied: Paymob's retry (or the next inquiry) applies it.
    await pool.query('DELETE FROM paymob_callbacks WHERE key = $1', [key])
    throw error
  }
  await pool.query('UPDATE paymob_callbacks SET outcome = $2 WHERE key = $1', [key, outcome])
  payload.logger.info(`${LOG} transaction ${key}: ${outcome}`)
  return outcome
}

interface PaymentRow {
  id: number
  staged_donation_id: number
  status: string
  transaction_id: string | null
  amount: string
  currency: string
}

/** An order in one of these states has its payment: another transaction is a second payment. */
const SETTLED = ['paid', 'refunded', 'voided']

async function apply(payload: Payload, t: PaymobTransaction, now: Date): Promise<string> {
  const { rows } = await poolOf(payload).query<PaymentRow>(
    'SELECT id, staged_donation_id, status, transaction_id, amount, currency FROM paymob_payments WHERE order_id = $1',
    [String(t.order.id)],
  )
  const payment = rows[0]
  // A monthly plan's saved-card charge (decision 0120): the scheduler recorded it from Paymob's answer.
  if (!payment && isPlanCharge(t)) return 'a plan’s saved-card charge: recorded by the scheduler'
  if (!payment) {
    payload.logger.warn(
      `${LOG} transaction ${String(t.id)} of an unknown order ${String(t.order.id)}: nothing changed`,
    )
    return 'unknown order: nothing changed'
  }
  // A refund's or a void's own transaction: its parent's callback carries the state that counts.
  if (t.has_parent_transaction) return 'a refund or void transaction: its parent counts'
  const state = stateOf(t)
  // The order is paid by another transaction: this one is never merged into its gift.
  if (SETTLED.includes(payment.status) && payment.transaction_id !== String(t.id)) {
    return secondPayment(payload, payment.id, t, state)
  }
  if (state === 'voided' || state.startsWith('refunded')) return givenBack(payload, payment, t)
  if (Number(t.amount_cents) !== Number(payment.amount) || t.currency !== payment.currency) {
    await poolOf(payload).query(
      `UPDATE paymob_payments SET status = 'mismatch', method = $2, transaction_id = $3, note = $4,
         updated_at = now()
       WHERE id = $1 AND status IN ('awaiting', 'declined', 'pending')`,
      [payment.id, methodOf(t), String(t.id), `paid ${String(t.amount_cents)} ${t.currency}`],
    )
    payload.logger.error(
      `${LOG} transaction ${String(t.id)}: ${String(t.amount_cents)} ${t.currency} for a gift of ${payment.amount} ${payment.currency}; not recorded`,
    )
    return 'amount or currency differs from the staged gift: not recorded'
  }
  if (state === 'pending') {
    const reference = String(t.data?.bill_reference ?? '')
    if (methodOf(t) !== 'kiosk' || !isKioskReference(reference))
      return 'pending without a kiosk reference: waiting'
    return kioskPending(payload, payment.id, String(t.id), reference, now)
  }
  if (state === 'declined') {
    await poolOf(payload).query(
      `UPDATE paymob_payments SET status = 'declined', method = $2, transaction_id = $3, updated_at = now()
       WHERE id = $1 AND status IN ('awaiting', 'declined')`,
      [payment.id, methodOf(t), String(t.id)],
    )
    return `declined (${t.data?.message ?? 'no reason given'})`
  }
  if (!payment.staged_donation_id) return paidPledgePeriod(payload, payment.id, t, methodOf(t), now)
  return paid(payload, payment, t, now)
}

/**
 * The money moved: recorded even when the code or the kiosk reference expired meanwhile, with
 * the confirmation's own claim, so two callbacks at once record it once. The receipt goes now,
 * and only now (a kiosk gift's too).
 */
async function paid(payload: Payload, payment: PaymentRow, t: PaymobTransaction, now: Date) {
  const stagedId = payment.staged_donation_id
  const claimed = await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'processing', claimed_at = now(), updated_at = now()
     WHERE id = $1 AND status IN ('pending', 'expired', 'declined', 'invalidated') RETURNING id`,
    [stagedId],
  )
  if (!claimed.rowCount) {
    const { rows } = await poolOf(payload).query<{ status: string }>(
      'SELECT status FROM staged_donations WHERE id = $1',
      [stagedId],
    )
    // Held for a moment by a confirmation answering the checkout again: let Paymob retry.
    if (rows[0]?.status === 'processing') throw new Error(`staged #${stagedId} is being processed`)
  }
  const donationId = await recordPaidStaging(payload, stagedId, GATEWAY, String(t.id), now)
  await setPayment(payload, payment.id, 'paid', t, null, donationId)
  await keepPaidWith(payload, donationId, t)
  await settlePlansOfPayment(payload, payment.id)
  if (claimed.rowCount) await sendReceipt(payload, donationId)
  return `recorded donation #${donationId}`
}

/** A refund or a void made at Paymob (from our panel or Paymob's dashboard): never counted twice. */
async function givenBack(payload: Payload, payment: PaymentRow, t: PaymobTransaction) {
  const refunded = t.is_voided ? Number(t.amount_cents) : Number(t.refunded_amount_cents ?? 0)
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE donations
     SET refunded = GREATEST(COALESCE(refunded, 0), $2::numeric),
         status = CASE WHEN $2::numeric >= total AND status = 'paid' THEN 'refunded'::enum_donations_status ELSE status END,
         updated_at = now()
     WHERE charge_id = $1 AND gateway = $3 RETURNING id`,
    [String(t.id), refunded, GATEWAY],
  )
  const whole = refunded >= Number(payment.amount)
  if (whole) await setPayment(payload, payment.id, t.is_voided ? 'voided' : 'refunded', t, null)
  return rows[0]
    ? `donation #${rows[0].id} given back ${refunded}`
    : 'nothing recorded to give back'
}

async function setPayment(
  payload: Payload,
  id: number,
  status: string,
  t: PaymobTransaction,
  note: string | null,
  donationId?: number,
) {
  await poolOf(payload).query(
    `UPDATE paymob_payments SET status = $2, method = COALESCE($3, method), transaction_id = $4,
       note = COALESCE($5, note), donation_id = COALESCE($6, donation_id), updated_at = now()
     WHERE id = $1`,
    [id, status, methodOf(t), String(t.id), note, donationId ?? null],
  )
}
