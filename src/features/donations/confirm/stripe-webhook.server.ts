import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { env } from '@/lib/env'
import { poolOf } from '../db.server'
import { stripeClient } from '../gateway/stripe-client.server'
import { sendReceipt } from '../mail/receipt.server'
import { completeClaimed } from './record.server'
import { recordAuthenticatedCharge } from '../recurring/record-authenticated.server'
import { LOG } from '../staging/stage.server'

/**
 * POST /api/donation/stripe-webhook (issue 19, decision 0036). Stripe's signature is checked
 * with the package (`webhooks.constructEvent`): a missing, wrong or stale one is a 400 and
 * nothing changes. Each event id is taken in `stripe_events` before it is applied, so a
 * replayed or retried event is applied once; every change below is also safe out of order (it
 * reads the state it changes and only moves it forward). An event about something we do not
 * know (another system's intent, a deleted row) is logged and answered 200, changing nothing.
 */
export interface WebhookAnswer {
  status: number
  message: string
}

const STAGED_KEY = /^staged-donation:(\d+)$/

export async function receiveStripeEvent(
  payload: Payload,
  raw: string,
  signature: string | null,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  let event: Stripe.Event
  try {
    event = stripeClient().webhooks.constructEvent(
      raw,
      signature ?? '',
      env().STRIPE_WEBHOOK_SECRET ?? '',
    )
  } catch {
    payload.logger.warn(`${LOG} Stripe webhook refused: bad or missing signature`)
    return { status: 400, message: 'The signature is not valid.' }
  }
  const pool = poolOf(payload)
  const taken = await pool.query(
    `INSERT INTO stripe_events (event_id, type, updated_at, created_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (event_id) DO NOTHING RETURNING id`,
    [event.id, event.type],
  )
  if (!taken.rowCount) {
    payload.logger.info(`${LOG} Stripe event ${event.id} (${event.type}) already received`)
    return { status: 200, message: 'Already received.' }
  }
  let outcome: string
  try {
    outcome = await apply(payload, event, now)
  } catch (error) {
    // Not applied: let Stripe send it again.
    await pool.query('DELETE FROM stripe_events WHERE event_id = $1', [event.id])
    throw error
  }
  await pool.query('UPDATE stripe_events SET outcome = $2 WHERE event_id = $1', [event.id, outcome])
  payload.logger.info(`${LOG} Stripe event ${event.id} (${event.type}): ${outcome}`)
  return { status: 200, message: 'Received.' }
}

async function apply(payload: Payload, event: Stripe.Event, now: Date): Promise<string> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return intentSucceeded(payload, event.data.object, now)
    case 'payment_intent.payment_failed':
      return intentFailed(payload, event.data.object)
    case 'charge.refunded':
      return refunded(payload, event.data.object)
    case 'charge.dispute.created':
      return disputed(payload, event.data.object)
    case 'setup_intent.succeeded':
      // Recurring plans save their card through our own request, which records it; the event
      // only confirms what is already kept (issue 19 item 4, not built yet).
      return 'acknowledged'
    default:
      return 'ignored (not a type we act on)'
  }
}

const stagedIdOf = (intent: Stripe.PaymentIntent) =>
  Number(STAGED_KEY.exec(intent.metadata?.idempotency_key ?? '')?.[1] ?? 0)

/**
 * The donor authenticated (3-D Secure) and left before the page confirmed again, or the
 * answer to our request was lost: the money moved, so the donation is recorded even when the
 * code has expired since or a failure event came first. The claim and completeClaimed are the
 * confirmation's own, so a confirmation at the same moment records it once.
 */
async function intentSucceeded(
  payload: Payload,
  intent: Stripe.PaymentIntent,
  now: Date,
): Promise<string> {
  const stagedId = stagedIdOf(intent)
  // A plan's charge the donor authenticated on /donor/authenticate (or one the scheduler made).
  if (!stagedId)
    return (
      (await recordAuthenticatedCharge(payload, intent, now)) ?? unknownIntent(payload, intent.id)
    )
  const { rows } = await poolOf(payload).query<{ status: string }>(
    `UPDATE staged_donations SET status = 'processing', claimed_at = now(), updated_at = now()
     WHERE id = $1 AND status IN ('pending', 'expired', 'declined') RETURNING status`,
    [stagedId],
  )
  if (!rows[0]) {
    const exists = await poolOf(payload).query(
      'SELECT status FROM staged_donations WHERE id = $1',
      [stagedId],
    )
    return exists.rowCount
      ? 'already recorded or being recorded'
      : unknownIntent(payload, intent.id)
  }
  const result = await completeClaimed(payload, stagedId, now)
  if (result.kind === 'ok' && 'donationId' in result) {
    await sendReceipt(payload, result.donationId)
    return `recorded donation #${result.donationId}`
  }
  return `not recorded (${result.kind})`
}

/** A failed payment ends a staging still waiting for it; a recorded donation is left alone. */
async function intentFailed(payload: Payload, intent: Stripe.PaymentIntent): Promise<string> {
  const stagedId = stagedIdOf(intent)
  if (!stagedId) return unknownIntent(payload, intent.id)
  const ended = await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'declined', updated_at = now()
     WHERE id = $1 AND status = 'pending' AND donation_id IS NULL`,
    [stagedId],
  )
  return ended.rowCount ? `staged #${stagedId} declined` : 'nothing waiting for it'
}

const intentIdOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? '')

/**
 * The amount refunded so far, as Stripe counts it (a total, never an increment: a replay or
 * an older event arriving late cannot lower it or count a refund twice).
 */
async function refunded(payload: Payload, charge: Stripe.Charge): Promise<string> {
  const intentId = intentIdOf(charge.payment_intent)
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE donations
     SET refunded = GREATEST(COALESCE(refunded, 0), $2::numeric),
         status = CASE WHEN $3 AND status = 'paid' THEN 'refunded'::enum_donations_status ELSE status END,
         updated_at = now()
     WHERE charge_id = $1 RETURNING id`,
    [intentId, charge.amount_refunded, charge.refunded],
  )
  return rows[0]
    ? `donation #${rows[0].id} refunded to ${charge.amount_refunded / 100}`
    : unknownIntent(payload, intentId)
}

async function disputed(payload: Payload, dispute: Stripe.Dispute): Promise<string> {
  const intentId = intentIdOf(dispute.payment_intent)
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `UPDATE donations SET status = 'disputed', updated_at = now()
     WHERE charge_id = $1 AND status = 'paid' RETURNING id`,
    [intentId],
  )
  if (rows[0]) {
    payload.logger.warn(`${LOG} donation #${rows[0].id}: the donor's bank opened a dispute`)
    return `donation #${rows[0].id} disputed`
  }
  const known = await poolOf(payload).query('SELECT 1 FROM donations WHERE charge_id = $1', [
    intentId,
  ])
  return known.rowCount ? 'already refunded or disputed' : unknownIntent(payload, intentId)
}

function unknownIntent(payload: Payload, intentId: string): string {
  payload.logger.warn(`${LOG} Stripe event for an unknown payment ${intentId}: nothing changed`)
  return 'unknown payment: nothing changed'
}
