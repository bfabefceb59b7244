import 'server-only'
import type { Payload } from 'payload'
import { ORGANISATION, REPEAT_LABELS, type RepeatType } from '../constants'
import { LOG } from '../staging/stage.server'
import { paymentGateway } from './index.server'
import type { ChargeLabel } from './types'

/**
 * What a charge says about itself at the gateway (issue 45: "intents carry no description or
 * donation id"): the gift's purposes and our ids, so that a treasurer reading Stripe's Dashboard
 * (or a dispute) knows which gift a payment is. The label is part of the charge's parameters,
 * so it must be the same on every repeat under one idempotency key: it is built from what the
 * key names (the staging, or the plan and its period), never from the clock.
 */

/** The receipt number printed on the PDF receipt (receipts/pdf.server.ts: "D-<donation id>"). */
const receiptNumber = (donationId: number) => `D-${donationId}`

/** The purposes' English names (the gateway's records are read by staff), in order, once each. */
export async function purposeNames(payload: Payload, ids: number[]): Promise<string[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { id: { in: unique } },
    overrideAccess: true,
    depth: 0,
    limit: unique.length,
    pagination: false,
  })
  const nameOf = new Map(docs.map((p) => [p.id, p.name]))
  return unique.map((id) => nameOf.get(id) ?? `Purpose #${id}`)
}

/** The first charge of a confirmed gift (its staging is the only id it has yet). */
export function stagedLabel(stagedId: number, purposes: string[]): ChargeLabel {
  return {
    description: `Donation to the ${ORGANISATION.name}: ${purposes.join(', ')} (staged donation #${stagedId})`,
    metadata: { staged_donation_id: String(stagedId), purposes: purposes.join(', ') },
  }
}

/** One period's charge of a recurring plan. */
export function planLabel(
  plan: { id: number; period: number; repeatType: RepeatType },
  purposes: string[],
): ChargeLabel {
  return {
    description: `${REPEAT_LABELS[plan.repeatType]} donation to the ${ORGANISATION.name}: ${purposes.join(', ')} (plan #${plan.id}, period ${plan.period})`,
    metadata: {
      plan_id: String(plan.id),
      plan_period: String(plan.period),
      purposes: purposes.join(', '),
    },
  }
}

/** The label once the donation is recorded: its id and receipt number added. */
function recordedLabel(label: ChargeLabel, donationId: number): ChargeLabel {
  return {
    description: `${label.description}, receipt ${receiptNumber(donationId)}`,
    metadata: { donation_id: String(donationId), receipt_number: receiptNumber(donationId) },
  }
}

/**
 * Adds the donation's id and receipt number to its charge at the gateway. After the records,
 * and a failure is only logged: the money and the donation stand without the words.
 */
export async function annotateRecorded(
  payload: Payload,
  chargeId: string,
  label: ChargeLabel,
  donationId: number,
): Promise<void> {
  const gateway = paymentGateway(payload)
  if (!gateway.annotateCharge) return
  try {
    await gateway.annotateCharge(chargeId, recordedLabel(label, donationId))
  } catch (error) {
    payload.logger.warn(
      { err: error },
      `${LOG} donation #${donationId}: its receipt number was not added to charge ${chargeId}`,
    )
  }
}
