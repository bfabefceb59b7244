import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { poolOf } from '../db.server'
import type { RepeatType } from '../constants'
import { annotateRecorded, planLabel, purposeNames } from '../gateway/charge-label.server'
import { idOf, mailReceipt, recordPeriod } from './record-period.server'
import { LOG } from '../staging/stage.server'

/** The idempotency key of a plan's charge (charge-plan.server.ts planChargeKey). */
const PLAN_KEY = /^recurring-plan:(\d+):period-(\d+):try-\d+$/

/** How long one recording holds the plan against another (the page's check and the webhook). */
const CLAIM_MINUTES = 10

/**
 * A plan's charge that succeeded after the donor authenticated it (the page, or Stripe's
 * payment_intent.succeeded): the period's donation, its charge row and receipt, the plan moved
 * to its next period and resumed. Once: a charge already recorded under this intent is left
 * alone, and the plan is claimed for its period (the scheduler's lease column) so that the page
 * and the webhook at the same moment record it once. Null when the intent is not a plan's.
 * A charge the scheduler made itself comes here too (its webhook) and is found recorded.
 */
export async function recordAuthenticatedCharge(
  payload: Payload,
  intent: Stripe.PaymentIntent,
  now: Date = new Date(),
): Promise<string | null> {
  const key = intent.metadata?.idempotency_key ?? ''
  const match = PLAN_KEY.exec(key)
  if (!match) return null
  if (intent.status !== 'succeeded') return `not succeeded (${intent.status})`
  const planId = Number(match[1])
  const period = Number(match[2])
  const known = await payload.count({
    collection: 'charges',
    overrideAccess: true,
    where: { and: [{ chargeId: { equals: intent.id } }, { status: { equals: 'succeeded' } }] },
  })
  if (known.totalDocs > 0) return 'already recorded'
  if (!(await claimPeriod(payload, planId, period))) return 'already recorded or being recorded'
  let recorded: Awaited<ReturnType<typeof recordPeriod>>
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id: planId,
    overrideAccess: true,
    depth: 0,
  })
  try {
    const attempt = { gateway: 'stripe', idempotencyKey: key, amountCents: intent.amount }
    const charged = { ok: true as const, chargeId: intent.id, replayed: false }
    recorded = await recordPeriod(payload, plan, attempt, charged, now)
    await poolOf(payload).query(
      `UPDATE recurring_plans SET status = 'active', updated_at = now() WHERE id = $1 AND status = 'paused'`,
      [planId],
    )
  } catch (error) {
    await poolOf(payload).query('UPDATE recurring_plans SET lease_until = NULL WHERE id = $1', [
      planId,
    ])
    throw error
  }
  payload.logger.info(
    `${LOG} recurring plan #${planId}: the charge its donor authenticated is recorded (donation #${recorded.donationId}); plan resumed`,
  )
  const label = planLabel(
    { id: planId, period, repeatType: plan.repeatType as RepeatType },
    await purposeNames(payload, [idOf(plan.purpose)]),
  )
  await annotateRecorded(payload, intent.id, label, recorded.donationId)
  await mailReceipt(payload, plan, intent.amount, {
    donationId: recorded.donationId,
    chargeId: intent.id,
    paidAt: now,
    nextChargeAt: recorded.nextChargeAt,
  })
  return `recorded donation #${recorded.donationId}`
}

/** The plan, still at the intent's period and held by no one, held for this recording. */
async function claimPeriod(payload: Payload, planId: number, period: number): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE recurring_plans SET lease_until = now() + make_interval(mins => $3), updated_at = now()
     WHERE id = $1 AND period = $2 AND (lease_until IS NULL OR lease_until < now())`,
    [planId, period, CLAIM_MINUTES],
  )
  return rowCount === 1
}
