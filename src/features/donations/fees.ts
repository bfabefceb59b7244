import { typedQuantity } from '@/lib/validation/typed-digits'

/**
 * Money of the donation form in integer cents (spec 000 section 9):
 * Total Donation = sum of the lines; Process fee = total × 0.035; Net
 * Donation = total × 0.965; each shown with two decimals.
 *
 * Exact arithmetic on cents, never binary floats: the fee is 3.5 % of the
 * total rounded half up to the cent, and the net is the total minus that fee,
 * so that fee + net always equals the total in the treasurer's books. The two
 * agree with total × 0.965 to the cent except when the exact product ends in
 * half a cent (odd whole-dollar totals), where the half cent goes to the fee.
 * See docs/decisions/0011-donations.md.
 */

/** 3.5 % as a fraction of 1000, so products stay integers. */
const FEE_PER_MILLE = 35

/** Cents of a dollar amount that has at most two decimals (1.1 → 110). */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError('toCents: not a finite number')
  const cents = Math.round(dollars * 100)
  if (Math.abs(cents - dollars * 100) > 1e-6) {
    throw new RangeError('toCents: more than two decimals')
  }
  return cents
}

/** True when `dollars` has at most two decimals. */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(Math.round(dollars * 100) - dollars * 100) <= 1e-6
}

/**
 * An amount read from the database as integer cents: every money column (donations, their
 * lines, staged donations, plans, charges, refunds) stores minor units, 1/100 of the currency
 * (cents of USD, piastres of EGP; decision 0094). A numeric column comes back from SQL as a
 * string; a missing amount (nothing refunded yet) is 0.
 */
export function storedCents(value: number | string | null | undefined): number {
  const cents = Number(value ?? 0)
  assertCents(cents)
  return cents
}

/** 3.5 % of `cents`, rounded half up to the cent. */
export function feeCents(cents: number): number {
  assertCents(cents)
  return Math.floor((cents * FEE_PER_MILLE + 500) / 1000)
}

/**
 * The charge that covers its own fee (the donor's "cover the fee" choice, decision 0102, as
 * GiveWP's fee recovery): the smallest amount in cents whose net (the amount less its 3.5 % fee,
 * rounded as `feeCents`) reaches the gift, so that the whole gift arrives. As the amount grows by
 * a cent its net grows by 0 or 1 cent, so that net is the gift exactly.
 */
export function grossUpCents(giftCents: number): number {
  assertCents(giftCents)
  const netOf = (c: number) => c - feeCents(c)
  // gift / 0.965, rounded up, lands on the answer or a cent beside it (the fee's rounding).
  let charged = Math.ceil((giftCents * 1000) / (1000 - FEE_PER_MILLE))
  while (netOf(charged) < giftCents) charged++
  while (charged > 0 && netOf(charged - 1) >= giftCents) charged--
  return charged
}

export interface Summary {
  /** Total Donation (spec 000 section 9): the sum of the lines, the gift. */
  totalCents: number
  /** Process fee: 3.5 % of what is charged. */
  feeCents: number
  /** Net Donation: what is charged less the fee (the whole gift when the donor covers the fee). */
  netCents: number
  /** What the card is charged: the total, or the total with its fee on top (decision 0102). */
  chargedCents: number
}

/**
 * The summary of the form: total of the lines, process fee, net donation and the amount charged.
 * Without `coverFee` (the spec's summary) the fee comes out of the total; with it the fee is added
 * on top (grossUpCents), so fee + net = charged in both.
 */
export function summarize(lineCents: readonly number[], coverFee = false): Summary {
  const totalCents = lineCents.reduce((sum, c) => {
    assertCents(c)
    return sum + c
  }, 0)
  if (coverFee && totalCents > 0) {
    const chargedCents = grossUpCents(totalCents)
    return { totalCents, feeCents: chargedCents - totalCents, netCents: totalCents, chargedCents }
  }
  const fee = feeCents(totalCents)
  return { totalCents, feeCents: fee, netCents: totalCents - fee, chargedCents: totalCents }
}

/** One line's fee: out of its amount, or on top of it when the donor covers the fee. */
export const lineFeeCents = (cents: number, coverFee = false): number =>
  coverFee && cents > 0 ? grossUpCents(cents) - cents : feeCents(cents)

/**
 * Whether a recorded gift's donor covered the fee: its net is the whole sum of its lines (without
 * the choice the fee comes out of it, and the smallest gift, $1, has a fee of 4 cents). Read from
 * the amounts the record already keeps, so no column says it twice (decision 0102).
 */
export const feeWasCovered = (lineCents: readonly number[], netCents: number): boolean =>
  lineCents.length > 0 && lineCents.reduce((a, c) => a + c, 0) === netCents && netCents > 0

/** Two decimals, no currency sign, no grouping: 1234.5 dollars → '1234.50'. */
export function formatCents(cents: number): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** As shown to donors: '$1,234.50'. */
export function formatUsd(cents: number): string {
  const [whole = '0', frac = '00'] = formatCents(Math.abs(cents)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${cents < 0 ? '-' : ''}$${grouped}.${frac}`
}

/**
 * Cents of what the donor typed into an amount field, or 0 when it is not
 * (yet) a valid amount, for the live summary.
 */
export function typedCents(value: unknown): number {
  // As typed on an Arabic keyboard too ('٢٥٠', '١٢٫٥٠'): the schema reads those, so does the summary.
  const n = typeof value === 'number' ? value : Number(typedQuantity(String(value ?? '').trim()))
  if (String(value ?? '').trim() === '' || !Number.isFinite(n) || n < 0) return 0
  return Math.round(n * 100)
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`)
}
