import 'server-only'
import type { Payload } from 'payload'
import { CURRENCIES } from '@/lib/money/currency'
import { storedCents } from '../fees'
import { poolOf } from '../db.server'
import { gatewayFor } from '../gateway/for-currency.server'
import { paymentGateway } from '../gateway/index.server'
import type { GatewayCharge, PaymentGateway } from '../gateway/types'
import { figuresByCurrency, type CurrencyFigures } from './reconcile-figures'

/** A donation of ours the gateway has no charge for. */
export interface UnmatchedDonation {
  donationId: number
  paidAt: string
  donorName: string
  totalCents: number
  /** The gift's currency: its total is in this currency's minor units. */
  currency: string
  chargeId: string
}

/** One gateway's side of the reconciliation. */
export interface GatewayReconciliation {
  gateway: string
  donationsWithoutCharge: UnmatchedDonation[]
  chargesWithoutDonation: GatewayCharge[]
  /** One line per currency seen in the range, in the order of CURRENCIES (others after). */
  figures: CurrencyFigures[]
}

export interface Reconciliation {
  from: string
  to: string
  /** The card gateway (sandbox or Stripe) first, then Paymob when pounds are taken through it. */
  gateways: GatewayReconciliation[]
}

/** Charges and their donations are seconds apart; a day on each side keeps the edges matched. */
const SLACK_MS = 86_400_000

type Range = { from: Date; to: Date }

/**
 * The treasurer's reconciliation (issue 19 item 6, decision 0042): between `from` and `to`, for
 * each gateway that takes money (the card gateway of PAYMENT_GATEWAY, and Paymob for the pounds
 * when a legal entity uses it: decision 0119), our donations whose charge the gateway does not
 * list, the gateway's successful charges no donation records, and per currency what each side
 * holds. Each side is looked up a day wider than the range, so a charge made at 23:59:59 and
 * recorded after midnight is not reported on either side. Sources: our donations table; the
 * gateway's own records (the sandbox's ledger, Stripe's GET /v1/charges, the Paymob payments its
 * verified callbacks and inquiries recorded).
 */
export async function reconcile(payload: Payload, range: Range): Promise<Reconciliation> {
  const gateways = await gatewaysTakingMoney(payload)
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    gateways: await Promise.all(gateways.map((g) => reconcileGateway(payload, g, range))),
  }
}

/** The configured card gateway, then each other gateway a currency's entity is charged through. */
async function gatewaysTakingMoney(payload: Payload): Promise<PaymentGateway[]> {
  const card = paymentGateway(payload)
  const byName = new Map<string, PaymentGateway>([[card.name, card]])
  for (const currency of CURRENCIES) {
    const { gateway } = await gatewayFor(payload, currency)
    if (gateway && !byName.has(gateway.name)) byName.set(gateway.name, gateway)
  }
  return [...byName.values()]
}

async function reconcileGateway(
  payload: Payload,
  gateway: PaymentGateway,
  range: Range,
): Promise<GatewayReconciliation> {
  const wideFrom = new Date(range.from.getTime() - SLACK_MS)
  const wideTo = new Date(range.to.getTime() + SLACK_MS)
  const charges = await gateway.listCharges({ from: wideFrom, to: wideTo })
  const donations = await recordedDonations(payload, gateway.name, wideFrom, wideTo)
  const inRange = (at: number) => at >= range.from.getTime() && at <= range.to.getTime()
  const charged = new Set(charges.map((c) => c.chargeId))
  const recorded = new Set(donations.map((d) => d.chargeId))
  const donationsInRange = donations.filter((d) => inRange(Date.parse(d.paidAt)))
  const chargesInRange = charges.filter((c) => inRange(Date.parse(c.createdAt)))
  return {
    gateway: gateway.name,
    donationsWithoutCharge: donationsInRange.filter((d) => !charged.has(d.chargeId)),
    chargesWithoutDonation: chargesInRange.filter((c) => !recorded.has(c.chargeId)),
    figures: figuresByCurrency(donationsInRange, chargesInRange),
  }
}

async function recordedDonations(
  payload: Payload,
  gateway: string,
  from: Date,
  to: Date,
): Promise<UnmatchedDonation[]> {
  const { rows } = await poolOf(payload).query<{
    id: number
    paid_at: Date
    donor_name: string
    total: string
    currency: string | null
    charge_id: string
  }>(
    `SELECT id, paid_at, donor_name, total, currency, charge_id FROM donations
      WHERE gateway = $1 AND paid_at >= $2 AND paid_at <= $3 ORDER BY paid_at, id`,
    [gateway, from, to],
  )
  return rows.map((r) => ({
    donationId: Number(r.id),
    paidAt: r.paid_at.toISOString(),
    donorName: r.donor_name,
    totalCents: storedCents(r.total),
    // Rows written before currencies existed are dollars (decision 0113).
    currency: r.currency ?? 'USD',
    chargeId: r.charge_id,
  }))
}
