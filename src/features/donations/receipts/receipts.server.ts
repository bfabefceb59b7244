import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '@/lib/db/pool.server'
import { storedCents } from '@/features/donations/fees'
import {
  DEFAULT_CURRENCY,
  DEFAULT_DESIGNATION,
  isCurrency,
  isDesignation,
  type Currency,
  type Designation,
} from '@/lib/money/currency'
import {
  currencyTotals,
  designationTotals,
  type CurrencyTotal,
  type DesignationTotal,
} from './totals'

/**
 * The data of a donor's receipts (issue 20): one donation, or a calendar year's statement, with
 * the organisation's legal name, address and EIN (the receipt-settings global) and the donor's
 * name (their saved details over the name given with the gift). Every query is bound to the
 * signed-in address: another donor's donation or year is simply not found (the route's 404).
 */
export interface Organisation {
  legalName: string
  address: string
  ein: string
}

export interface Gift {
  donationId: number
  paidAt: string
  status: 'paid' | 'refunded'
  /** Every amount of the gift is in this currency (decision 0113). */
  currency: Currency
  lines: {
    purpose: string
    purposeAr: string | null
    amountCents: number
    designation: Designation
  }[]
  amountCents: number
  /** A treasurer's partial refunds so far (a whole refund makes the status refunded). */
  refundedCents: number
  brand: string
  last4: string
}

export interface ReceiptData {
  organisation: Organisation
  donorName: string
  donorAddress: string
  gifts: Gift[]
  /**
   * Paid gifts less their partial refunds, one total per currency (never pounds and dollars
   * added): a refunded gift is listed, marked, and not counted.
   */
  totals: CurrencyTotal[]
  /** The amounts designated Zakat, Sadaqah or general, per currency (totals.ts). */
  designations: DesignationTotal[]
}

export async function organisation(payload: Payload): Promise<Organisation> {
  const s = await payload.findGlobal({ slug: 'receipt-settings', overrideAccess: true })
  return { legalName: s.legalName, address: s.address, ein: s.ein }
}

const GIFTS = `
  SELECT d.id, d.paid_at, d.status::text AS status, d.currency::text AS currency, d.total,
         d.refunded, d.card_brand, d.card_last4, d.donor_name,
         (SELECT json_agg(json_build_object('purpose', (SELECT pl.name FROM purposes_locales pl
                        WHERE pl._parent_id = p.id AND pl._locale = 'en'), 'purposeAr', p.name_ar,
                                            'amount', l.amount, 'designation', l.designation)
                          ORDER BY l._order)
            FROM donations_lines l JOIN purposes p ON p.id = l.purpose_id
           WHERE l._parent_id = d.id) AS lines
    FROM donations d`

interface GiftRow {
  id: number
  paid_at: Date
  status: 'paid' | 'refunded'
  currency: string
  total: string
  refunded: string | null
  card_brand: string
  card_last4: string
  donor_name: string
  lines: { purpose: string; purposeAr: string | null; amount: number; designation: string }[] | null
}

const giftOf = (r: GiftRow): Gift => ({
  donationId: Number(r.id),
  paidAt: r.paid_at.toISOString(),
  status: r.status,
  currency: isCurrency(r.currency) ? r.currency : DEFAULT_CURRENCY,
  lines: (r.lines ?? []).map((l) => ({
    purpose: l.purpose,
    purposeAr: l.purposeAr,
    amountCents: storedCents(l.amount),
    designation: isDesignation(l.designation) ? l.designation : DEFAULT_DESIGNATION,
  })),
  amountCents: storedCents(r.total),
  refundedCents: storedCents(r.refunded),
  brand: r.card_brand,
  last4: r.card_last4,
})

async function assemble(payload: Payload, email: string, rows: GiftRow[]): Promise<ReceiptData> {
  const { docs } = await payload.find({
    collection: 'donor-profiles',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  const profile = docs[0]
  const gifts = rows.map(giftOf)
  return {
    organisation: await organisation(payload),
    donorName: profile?.name || rows.at(-1)?.donor_name || email,
    donorAddress: profile?.address ?? '',
    gifts,
    // What the donor gave and kept given: a partly refunded gift counts what was not refunded.
    totals: currencyTotals(gifts),
    designations: designationTotals(gifts),
  }
}

/** One donation of this address, or null. */
export async function receiptData(
  payload: Payload,
  email: string,
  donationId: number,
): Promise<ReceiptData | null> {
  const { rows } = await poolOf(payload).query<GiftRow>(
    `${GIFTS} WHERE d.id = $1 AND lower(d.email) = $2`,
    [donationId, email.toLowerCase()],
  )
  return rows.length ? assemble(payload, email, rows) : null
}

/** Every donation of this address in a calendar year (UTC), oldest first; null when none. */
export async function statementData(
  payload: Payload,
  email: string,
  year: number,
): Promise<ReceiptData | null> {
  const { rows } = await poolOf(payload).query<GiftRow>(
    `${GIFTS} WHERE lower(d.email) = $1
        AND d.paid_at >= make_timestamptz($2, 1, 1, 0, 0, 0, 'UTC')
        AND d.paid_at < make_timestamptz($2 + 1, 1, 1, 0, 0, 0, 'UTC')
      ORDER BY d.paid_at, d.id`,
    [email.toLowerCase(), year],
  )
  return rows.length ? assemble(payload, email, rows) : null
}
