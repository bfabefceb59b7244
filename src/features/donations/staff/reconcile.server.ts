import 'server-only'
import type { Payload } from 'payload'
import { storedCents } from '../fees'
import { poolOf } from '../db.server'
import { paymentGateway } from '../gateway/index.server'
import type { GatewayCharge } from '../gateway/types'

/** A donation of ours the gateway has no charge for. */
export interface UnmatchedDonation {
  donationId: number
  paidAt: string
  donorName: string
  totalCents: number
  chargeId: string
}

export interface Reconciliation {
  from: string
  to: string
  gateway: string
  donationsWithoutCharge: UnmatchedDonation[]
  chargesWithoutDonation: GatewayCharge[]
}

/** Charges and their donations are seconds apart; a day on each side keeps the edges matched. */
const SLACK_MS = 86_400_000

/**
 * The treasurer's reconciliation (issue 19 item 6, decision 0042): between `from` and `to`, our
 * donations of the configured gateway whose charge the gateway does not list, and the gateway's
 * successful charges no donation records. Each side is looked up a day wider than the range, so a
 * charge made at 23:59:59 and recorded after midnight is not reported on either side. Sources: our
 * donations table; the gateway's own records (the sandbox's ledger, Stripe's GET /v1/charges).
 */
export async function reconcile(
  payload: Payload,
  range: { from: Date; to: Date },
): Promise<Reconciliation> {
  const gateway = paymentGateway(payload)
  const wideFrom = new Date(range.from.getTime() - SLACK_MS)
  const wideTo = new Date(range.to.getTime() + SLACK_MS)
  const charges = await gateway.listCharges({ from: wideFrom, to: wideTo })
  const { rows } = await poolOf(payload).query<{
    id: number
    paid_at: Date
    donor_name: string
    total: string
    charge_id: string
  }>(
    `SELECT id, paid_at, donor_name, total, charge_id FROM donations
      WHERE gateway = $1 AND paid_at >= $2 AND paid_at <= $3 ORDER BY paid_at, id`,
    [gateway.name, wideFrom, wideTo],
  )
  const inRange = (at: number) => at >= range.from.getTime() && at <= range.to.getTime()
  const charged = new Set(charges.map((c) => c.chargeId))
  const recorded = new Set(rows.map((r) => r.charge_id))
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    gateway: gateway.name,
    donationsWithoutCharge: rows
      .filter((r) => inRange(r.paid_at.getTime()) && !charged.has(r.charge_id))
      .map((r) => ({
        donationId: Number(r.id),
        paidAt: r.paid_at.toISOString(),
        donorName: r.donor_name,
        totalCents: storedCents(r.total),
        chargeId: r.charge_id,
      })),
    chargesWithoutDonation: charges.filter(
      (c) => inRange(Date.parse(c.createdAt)) && !recorded.has(c.chargeId),
    ),
  }
}
