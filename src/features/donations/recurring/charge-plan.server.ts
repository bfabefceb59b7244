import 'server-only'
import type { Payload } from 'payload'
import type { RecurringPlan } from '@/payload-types'
import type { RepeatType } from '../constants'
import { storedCents } from '../fees'
import { chargeToken, recordFailedCharge } from '../confirm/charge.server'
import { annotateRecorded, planLabel, purposeNames } from '../gateway/charge-label.server'
import type { GatewayFailure } from '../gateway/types'
import { sendPlanPausedMail } from '../mail/mail.server'
import { sendPlanAuthenticationMail } from './plan-mails.server'
import { remindPledge } from './pledge-reminder.server'
import { idOf, mailReceipt, planMailDetails, recordPeriod, type Try } from './record-period.server'
import { RETRY_POLICY } from './schedule'
import { LOG } from '../staging/stage.server'
import { pausePlan } from '../staging/store.server'

/**
 * The charge's idempotency key: plan, period and the try, counted from the tries recorded for
 * that period (charges rows), never from `failedAttempts`. That counter is reset when the donor
 * resumes the plan or replaces its card, and a key used again would have the gateway answer the
 * earlier try (Stripe replays its 402, or refuses other parameters under the same key) instead
 * of charging the card now on the plan. A try cut short before it was recorded keeps its key, so
 * its repeat is answered once, as intended.
 */
async function planChargeKey(payload: Payload, plan: RecurringPlan): Promise<string> {
  const prefix = `recurring-plan:${plan.id}:period-${plan.period}:try-`
  const { totalDocs } = await payload.count({
    collection: 'charges',
    overrideAccess: true,
    where: { and: [{ plan: { equals: plan.id } }, { idempotencyKey: { contains: prefix } }] },
  })
  return `${prefix}${totalDocs + 1}`
}

/**
 * Charges one leased plan for its current period; records the charge either way. A pledge is
 * never charged: its donor is reminded to pay the period (decision 0122).
 */
export async function chargePlan(
  payload: Payload,
  planId: number,
  now: Date,
): Promise<'charged' | 'failed' | 'paused' | 'reminded' | 'skipped'> {
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id: planId,
    overrideAccess: true,
    depth: 0,
  })
  if (plan.kind === 'pledge') return remindPledge(payload, plan, now)
  // 1. Charge the period under its own key (plan, period, try), off session.
  const amountCents = storedCents(plan.amount)
  const idempotencyKey = await planChargeKey(payload, plan)
  const label = planLabel(
    { id: plan.id, period: plan.period, repeatType: plan.repeatType as RepeatType },
    await purposeNames(payload, [idOf(plan.purpose)]),
  )
  const { gateway, result } = await chargeToken(
    payload,
    {
      token: plan.gatewayToken,
      amountCents,
      currency: plan.currency,
      idempotencyKey,
      offSession: true,
      label,
    },
    now,
  )
  const attempt: Try = { gateway, idempotencyKey, amountCents }
  // 2. Refused: recorded, then tried again later or the plan paused (and the donor told).
  if (!result.ok) return chargeRefused(payload, plan, attempt, result, now)
  // 3. The donation, the charge and the plan's next period, in one transaction.
  const { donationId, nextChargeAt } = await recordPeriod(payload, plan, attempt, result, now)
  await annotateRecorded(payload, result.chargeId, label, donationId)
  // 4. The receipt, after the records: a mail that fails does not undo the charge.
  await mailReceipt(payload, plan, amountCents, {
    donationId,
    chargeId: result.chargeId,
    paidAt: now,
    nextChargeAt,
  })
  return 'charged'
}

/**
 * A refused try: the ledger row, the plan's counter, and the next try in
 * RETRY_POLICY.retryAfterHours, or the plan paused once the retries are used up, or at once
 * when the bank wants the donor to authenticate (it will ask again on every try).
 */
async function chargeRefused(
  payload: Payload,
  plan: RecurringPlan,
  attempt: Try,
  result: GatewayFailure,
  now: Date,
): Promise<'failed' | 'paused'> {
  const failures = plan.failedAttempts + 1
  const needsDonor = result.kind === 'action_required'
  const pause = needsDonor || failures > RETRY_POLICY.retries
  await recordFailedCharge(payload, result, {
    kind: 'recurring',
    idempotencyKey: attempt.idempotencyKey,
    gateway: attempt.gateway,
    plan: plan.id,
    currency: plan.currency,
    amount: plan.amount,
  })
  const retryAt = new Date(now.getTime() + RETRY_POLICY.retryAfterHours * 3_600_000)
  await payload.update({
    collection: 'recurring-plans',
    id: plan.id,
    overrideAccess: true,
    data: {
      failedAttempts: failures,
      lastError: result.message,
      leaseUntil: null,
      ...(pause ? {} : { nextChargeAt: retryAt.toISOString() }),
    },
  })
  if (pause) await pausePlan(payload, plan.id)
  payload.logger.warn(
    `${LOG} recurring plan #${plan.id} charge failed (${result.kind} ${result.code}), try ${failures}${pause ? ': plan paused' : ''}`,
  )
  if (!pause) return 'failed'
  try {
    const details = await planMailDetails(payload, plan, attempt.amountCents)
    // Stripe names the charge waiting for the donor: the mail links to the page that completes it.
    if (needsDonor && result.chargeId) await sendPlanAuthenticationMail(payload, details, now)
    else await sendPlanPausedMail(payload, { ...details, reason: result.message, needsDonor })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the paused-plan e-mail of plan #${plan.id} failed`)
  }
  return 'paused'
}
