import 'server-only'
import type { Payload } from 'payload'
import { chargePlan } from './charge-plan.server'
import { pauseSandboxPlans } from './gateway-move.server'
import { sendReceipt } from '../mail/receipt.server'
import { completeClaimed } from '../confirm/record.server'
import { LOG } from '../staging/stage.server'
import { paymentGateway } from '../gateway/index.server'
import {
  cancelPlanRow,
  duePlanIds,
  leasePlan,
  reclaimStuckStagings,
  releaseClaim,
} from '../staging/store.server'

export interface RecurringRunSummary {
  charged: number
  failed: number
  paused: number
  recovered: number
  /** Pledges whose donor was mailed the period's payment link (decision 0122). */
  reminded: number
}

/** How long a run holds a plan before another may take it. */
const LEASE_MINUTES = 10
/**
 * How long a confirmation may stay claimed before the job finishes it (decision 0081): a minute,
 * so that a charge a crash left unrecorded is found within two minutes (the job runs every
 * minute). A confirmation still running then is safe: the same idempotency key answers the same
 * charge, and a staged donation is recorded once (unique `donations.staged_donation_id`).
 */
export const CLAIM_LEASE_SECONDS = 60
const BATCH = 100

/**
 * One run of the `chargeRecurringDonations` job (every minute): reconciles
 * confirmations a crash left half done, then charges every active plan that
 * is due, each under a lease so two app instances never charge it together,
 * with an idempotency key per plan, period and try; a due pledge is reminded instead.
 */
export async function runRecurringCharges(
  payload: Payload,
  now: Date = new Date(),
): Promise<RecurringRunSummary> {
  const summary: RecurringRunSummary = {
    charged: 0,
    failed: 0,
    paused: 0,
    recovered: 0,
    reminded: 0,
  }

  // Reconciliation: a claim older than its lease was cut off (a crash, a database restart).
  // When the gateway made the charge it is recorded (and receipted) once; when it made none the
  // claim is released, so the donor's code works again until it expires: the job never makes a
  // charge the donor did not see succeed.
  const gateway = paymentGateway(payload)
  for (const id of await reclaimStuckStagings(payload, now, CLAIM_LEASE_SECONDS, BATCH)) {
    try {
      if (!(await gateway.findCharge(`staged-donation:${id}`))) {
        await releaseClaim(payload, id, 'pending')
        payload.logger.warn(`${LOG} staged #${id}: cut off before any charge; released`)
        continue
      }
      const result = await completeClaimed(payload, id, now)
      if (result.kind === 'ok' && 'donationId' in result) {
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

  // A switch from the sandbox to Stripe: plans whose card only the sandbox knew ask for a new one.
  summary.paused += await pauseSandboxPlans(payload, gateway.name, BATCH)
  for (const id of await duePlanIds(payload, now, BATCH)) {
    if (!(await leasePlan(payload, id, now, LEASE_MINUTES))) continue
    try {
      const outcome = await chargePlan(payload, id, now)
      if (outcome !== 'skipped') summary[outcome] += 1
    } catch (error) {
      payload.logger.error({ err: error }, `${LOG} recurring plan #${id} could not be charged`)
    }
  }
  if (Object.values(summary).some(Boolean)) {
    payload.logger.info(`${LOG} recurring run: ${JSON.stringify(summary)}`)
  }
  return summary
}

/**
 * Cancels a plan for its donor (the signed link's page); a cancelled plan
 * stays so. The caller has checked the link's signature. True when this call cancelled it.
 */
export async function cancelPlan(payload: Payload, planId: number): Promise<boolean> {
  const cancelled = await cancelPlanRow(payload, planId)
  if (cancelled) payload.logger.info(`${LOG} recurring plan #${planId} cancelled by its donor`)
  return cancelled
}
