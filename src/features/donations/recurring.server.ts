import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { RecurringPlan } from '@/payload-types'
import type { RepeatType } from './constants'
import { completeClaimed, sendReceipt } from './confirm.server'
import { poolOf } from './db.server'
import { feeCents, toCents, toDollars } from './fees'
import { paymentGateway } from './gateway/index.server'
import { sendPlanPausedMail, sendRecurringReceiptMail } from './mail.server'
import { nextPeriod, RETRY_POLICY } from './schedule'
import { LOG } from './stage.server'

export interface RecurringRunSummary {
  charged: number
  failed: number
  paused: number
  recovered: number
}

/** How long a run holds a plan (or a confirmation left unfinished) before another may take it. */
const LEASE_MINUTES = 10
const BATCH = 100

/**
 * One run of the `chargeRecurringDonations` job (hourly): finishes
 * confirmations a crash left half done, then charges every active plan that
 * is due, each under a lease so two app instances never charge it together,
 * with an idempotency key per plan, period and try.
 */
export async function runRecurringCharges(
  payload: Payload,
  now: Date = new Date(),
): Promise<RecurringRunSummary> {
  const summary: RecurringRunSummary = { charged: 0, failed: 0, paused: 0, recovered: 0 }
  const pool = poolOf(payload)

  const stuck = await pool.query<{ id: number }>(
    `UPDATE staged_donations SET claimed_at = $1, updated_at = now()
     WHERE id IN (SELECT id FROM staged_donations WHERE status = 'processing'
                  AND claimed_at < $1::timestamptz - make_interval(mins => $2) LIMIT $3)
     RETURNING id`,
    [now, LEASE_MINUTES, BATCH],
  )
  for (const { id } of stuck.rows) {
    try {
      const result = await completeClaimed(payload, id, now)
      if (result.kind === 'ok') {
        summary.recovered += 1
        await sendReceipt(payload, result.donationId)
      }
    } catch (error) {
      payload.logger.error(
        { err: error },
        `${LOG} could not finish the confirmation of staged #${id}`,
      )
    }
  }

  const due = await pool.query<{ id: number }>(
    `SELECT id FROM recurring_plans
     WHERE status = 'active' AND next_charge_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
     ORDER BY next_charge_at LIMIT $2`,
    [now, BATCH],
  )
  for (const { id } of due.rows) {
    const leased = await pool.query(
      `UPDATE recurring_plans SET lease_until = $1::timestamptz + make_interval(mins => $3), updated_at = now()
       WHERE id = $2 AND status = 'active' AND next_charge_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
       RETURNING id`,
      [now, id, LEASE_MINUTES],
    )
    if (leased.rowCount !== 1) continue
    try {
      const outcome = await chargePlan(payload, id, now)
      summary[outcome] += 1
    } catch (error) {
      payload.logger.error({ err: error }, `${LOG} recurring plan #${id} could not be charged`)
    }
  }
  if (summary.charged || summary.failed || summary.paused || summary.recovered) {
    payload.logger.info(`${LOG} recurring run: ${JSON.stringify(summary)}`)
  }
  return summary
}

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/** Charges one leased plan for its current period; records the charge either way. */
async function chargePlan(
  payload: Payload,
  planId: number,
  now: Date,
): Promise<'charged' | 'failed' | 'paused'> {
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id: planId,
    overrideAccess: true,
    depth: 0,
  })
  const gateway = paymentGateway(payload)
  const amountCents = toCents(plan.amount)
  const idempotencyKey = `recurring-plan:${plan.id}:period-${plan.period}:try-${plan.failedAttempts + 1}`
  const repeat = plan.repeatType as RepeatType
  const result = await gateway.charge(
    { token: plan.gatewayToken, amountCents, currency: 'USD', idempotencyKey },
    now,
  )
  const purposeId = idOf(plan.purpose)

  if (!result.ok) {
    const failures = plan.failedAttempts + 1
    const pause = failures > RETRY_POLICY.retries
    await payload.create({
      collection: 'charges',
      overrideAccess: true,
      data: {
        kind: 'recurring',
        status: result.kind === 'declined' ? 'declined' : 'error',
        idempotencyKey,
        code: result.code,
        message: result.message,
        gateway: gateway.name,
        plan: plan.id,
        amount: plan.amount,
      },
    })
    await payload.update({
      collection: 'recurring-plans',
      id: plan.id,
      overrideAccess: true,
      data: {
        failedAttempts: failures,
        lastError: result.message,
        leaseUntil: null,
        ...(pause
          ? {}
          : {
              nextChargeAt: new Date(
                now.getTime() + RETRY_POLICY.retryAfterHours * 3_600_000,
              ).toISOString(),
            }),
      },
    })
    // Conditional, so that a cancellation made meanwhile stands.
    if (pause) {
      await poolOf(payload).query(
        `UPDATE recurring_plans SET status = 'paused', updated_at = now() WHERE id = $1 AND status = 'active'`,
        [plan.id],
      )
    }
    payload.logger.warn(
      `${LOG} recurring plan #${plan.id} charge failed (${result.kind} ${result.code}), try ${failures}${pause ? ': plan paused' : ''}`,
    )
    if (!pause) return 'failed'
    try {
      await sendPlanPausedMail(payload, {
        to: plan.email,
        donorName: plan.donorName,
        plan: {
          id: plan.id,
          purpose: await purposeName(payload, purposeId),
          amountCents,
          repeatType: repeat,
        },
        brand: plan.card.brand,
        last4: plan.card.last4,
        reason: result.message,
      })
    } catch (error) {
      payload.logger.error(
        { err: error },
        `${LOG} the paused-plan e-mail of plan #${plan.id} failed`,
      )
    }
    return 'paused'
  }

  const source = plan.startedBy
    ? await payload.findByID({
        collection: 'donations',
        id: idOf(plan.startedBy),
        overrideAccess: true,
        depth: 0,
      })
    : null
  if (!source) throw new Error(`recurring plan #${plan.id} has no starting donation`)
  const next = nextPeriod(new Date(plan.startedAt), repeat, plan.period + 1, now)
  const fee = feeCents(amountCents)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let donationId: number
  try {
    const donation = await payload.create({
      collection: 'donations',
      req,
      overrideAccess: true,
      data: {
        paidAt: now.toISOString(),
        status: 'paid',
        kind: 'recurring',
        donorName: plan.donorName,
        firstName: source.firstName,
        lastName: source.lastName,
        email: plan.email,
        phone: source.phone,
        purposes: [purposeId],
        lines: [
          {
            purpose: purposeId,
            amount: plan.amount,
            fee: toDollars(fee),
            isRepeat: true,
            repeatType: repeat,
            plan: plan.id,
          },
        ],
        total: plan.amount,
        fee: toDollars(fee),
        net: toDollars(amountCents - fee),
        card: plan.card,
        chargeId: result.chargeId,
        gateway: gateway.name,
        address: {
          ...source.address,
          country: idOf(source.address.country),
          state: idOf(source.address.state),
          city: idOf(source.address.city),
        },
        plan: plan.id,
      },
    })
    donationId = donation.id
    await payload.create({
      collection: 'charges',
      req,
      overrideAccess: true,
      data: {
        kind: 'recurring',
        status: 'succeeded',
        idempotencyKey,
        chargeId: result.chargeId,
        gateway: gateway.name,
        donation: donation.id,
        plan: plan.id,
        amount: plan.amount,
      },
    })
    await payload.update({
      collection: 'recurring-plans',
      id: plan.id,
      req,
      overrideAccess: true,
      data: {
        period: next.n,
        nextChargeAt: next.at.toISOString(),
        failedAttempts: 0,
        lastError: null,
        chargesMade: plan.chargesMade + 1,
        lastChargedAt: now.toISOString(),
        leaseUntil: null,
      } satisfies Partial<RecurringPlan>,
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  try {
    await sendRecurringReceiptMail(payload, {
      to: plan.email,
      donorName: plan.donorName,
      donationId,
      chargeId: result.chargeId,
      paidAt: now,
      plan: {
        id: plan.id,
        purpose: await purposeName(payload, purposeId),
        amountCents,
        repeatType: repeat,
      },
      brand: plan.card.brand,
      last4: plan.card.last4,
      nextChargeAt: next.at,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt of recurring plan #${plan.id} failed`)
  }
  return 'charged'
}

async function purposeName(payload: Payload, id: number): Promise<string> {
  const p = await payload.findByID({
    collection: 'purposes',
    id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  return p?.name ?? `Purpose #${id}`
}

/**
 * Cancels a plan for its donor (the signed link's page); a cancelled plan
 * stays so. The caller has checked the link's signature.
 */
export async function cancelPlan(payload: Payload, planId: number): Promise<void> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE recurring_plans SET status = 'cancelled', updated_at = now()
     WHERE id = $1 AND status <> 'cancelled'`,
    [planId],
  )
  if (rowCount) payload.logger.info(`${LOG} recurring plan #${planId} cancelled by its donor`)
}
