import 'server-only'
import type { Payload } from 'payload'
import { charityTimeZone } from '@/lib/clock'
import { poolOf } from '@/lib/db/pool.server'
import { countryName } from '@/lib/geo/country-name'
import { postalAddress } from '@/lib/geo/postal-address'
import { type Currency, type Designation } from '@/lib/money/currency'
import { storedCents } from '@/features/donations/fees'
import { arabicNameOf, type BothNames } from '@/features/geo/arabic-names'
import { egyptPlaceNames } from '@/features/geo/egypt-names.server'
import { issuersOf, type Issuer } from './issuer.server'
import { currencyTotals, designationTotals, type DesignationTotal } from './totals'

/**
 * The data of a donor's receipts (issue 20): one donation, or a calendar year's statement, with
 * the legal entity that received each currency (issue 45 item 1, decision 0112) and the donor's
 * name and postal address (their saved details for receipts over what they gave with the gift).
 * Every query is bound to the signed-in address: another donor's donation or year is simply not
 * found (the route's 404).
 */
export interface Gift {
  donationId: number
  paidAt: string
  status: 'paid' | 'refunded'
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
  /** The entity of each currency among the gifts, in CURRENCIES order (usually one). */
  issuers: Issuer[]
  donorName: string
  donorAddress: string
  /**
   * The same address for an Arabic receipt: the country by its CLDR name, an Egyptian
   * governorate and city by the project's Arabic names (an address the donor saved is theirs).
   */
  donorAddressAr: string
  gifts: Gift[]
  /**
   * Per currency: paid gifts less their partial refunds; a refunded gift is listed, marked, and
   * not counted. Amounts of two currencies are never added.
   */
  totals: { currency: Currency; cents: number }[]
  /** The amounts designated Zakat, Sadaqah or general, per currency (totals.ts). */
  designations: DesignationTotal[]
}

const GIFTS = `
  SELECT d.id, d.paid_at, d.status::text AS status, d.currency::text AS currency, d.total,
         d.refunded, d.card_brand, d.card_last4, d.donor_name, d.phone, d.address_street,
         d.address_zip_code,
         (SELECT name_en FROM cities WHERE id = d.address_city_id) AS city,
         (SELECT name_en FROM states WHERE id = d.address_state_id) AS state,
         (SELECT name_en FROM countries WHERE id = d.address_country_id) AS country,
         (SELECT iso_code FROM countries WHERE id = d.address_country_id) AS country_iso,
         (SELECT json_agg(json_build_object('purpose', (SELECT pl.name FROM purposes_locales pl
                        WHERE pl._parent_id = p.id AND pl._locale = 'en'), 'purposeAr', p.name_ar,
                        'amount', l.amount, 'designation', l.designation) ORDER BY l._order)
            FROM donations_lines l JOIN purposes p ON p.id = l.purpose_id
           WHERE l._parent_id = d.id) AS lines
    FROM donations d`

interface GiftRow {
  id: number
  paid_at: Date
  status: 'paid' | 'refunded'
  currency: Currency
  total: string
  refunded: string | null
  card_brand: string
  card_last4: string
  donor_name: string
  phone: string
  address_street: string
  address_zip_code: string | null
  city: string | null
  state: string | null
  country: string | null
  country_iso: string | null
  lines: { purpose: string; purposeAr: string | null; amount: number; designation: Designation }[]
}

const giftOf = (r: GiftRow): Gift => ({
  donationId: Number(r.id),
  paidAt: r.paid_at.toISOString(),
  status: r.status,
  currency: r.currency,
  lines: (r.lines ?? []).map((l) => ({
    purpose: l.purpose,
    purposeAr: l.purposeAr,
    amountCents: storedCents(l.amount),
    designation: l.designation ?? 'general',
  })),
  amountCents: storedCents(r.total),
  refundedCents: storedCents(r.refunded),
  brand: r.card_brand,
  last4: r.card_last4,
})

const addressOf = (r: GiftRow) =>
  postalAddress({
    street: r.address_street,
    city: r.city,
    state: r.state,
    zip: r.address_zip_code,
    country: r.country,
  })

type EgyptNames = Awaited<ReturnType<typeof egyptPlaceNames>>

/** The address in Arabic; a name without an Arabic one stays as the lists write it. */
function arabicAddressOf(r: GiftRow, egypt: EgyptNames | null) {
  const inArabic = (name: string | null, known: BothNames[] | undefined) =>
    (name && known && arabicNameOf(name, known)) || name
  return postalAddress({
    street: r.address_street,
    city: inArabic(r.city, egypt?.cities),
    state: inArabic(r.state, egypt?.states),
    zip: r.address_zip_code,
    country: countryName(r.country_iso, 'ar') ?? r.country,
  })
}

async function profileOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'donor-profiles',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

async function assemble(payload: Payload, email: string, rows: GiftRow[]): Promise<ReceiptData> {
  const profile = await profileOf(payload, email)
  const latest = rows.at(-1)
  const gifts = rows.map(giftOf)
  const totals = currencyTotals(gifts)
  return {
    issuers: await issuersOf(
      payload,
      totals.map((t) => t.currency),
    ),
    donorName: profile?.name || latest?.donor_name || email,
    donorAddress: profile?.address || (latest ? addressOf(latest) : ''),
    donorAddressAr:
      profile?.address ||
      (latest
        ? arabicAddressOf(
            latest,
            latest.country_iso === 'EG' ? await egyptPlaceNames(payload) : null,
          )
        : ''),
    gifts,
    // What the donor gave and kept given: a partly refunded gift counts what was not refunded.
    totals,
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

/**
 * Every donation of this address in a calendar year of the charity's time zone (a gift at
 * 00:30 on 1 January in Cairo belongs to the new year), oldest first; null when none.
 */
export async function statementData(
  payload: Payload,
  email: string,
  year: number,
): Promise<ReceiptData | null> {
  const { rows } = await poolOf(payload).query<GiftRow>(
    `${GIFTS} WHERE lower(d.email) = $1
        AND d.paid_at >= make_timestamptz($2, 1, 1, 0, 0, 0, $3)
        AND d.paid_at < make_timestamptz($2 + 1, 1, 1, 0, 0, 0, $3)
      ORDER BY d.paid_at, d.id`,
    [email.toLowerCase(), year, charityTimeZone()],
  )
  return rows.length ? assemble(payload, email, rows) : null
}

/**
 * The name, phone and postal address the donor gave with their latest gift: what "Your details
 * for receipts" starts from until they save their own. Null when the address never gave.
 */
export async function detailsOnRecord(
  payload: Payload,
  email: string,
): Promise<{ name: string; phone: string; address: string } | null> {
  const { rows } = await poolOf(payload).query<GiftRow>(
    `${GIFTS} WHERE lower(d.email) = $1 ORDER BY d.paid_at DESC, d.id DESC LIMIT 1`,
    [email.toLowerCase()],
  )
  const r = rows[0]
  return r ? { name: r.donor_name, phone: r.phone, address: addressOf(r) } : null
}
