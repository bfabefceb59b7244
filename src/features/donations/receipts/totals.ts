import { CURRENCIES, DESIGNATIONS, type Currency, type Designation } from '@/lib/money/currency'

/**
 * A receipt's and a year's statement's totals (issue 44 items 1 and 4): one per currency, never
 * a sum of pounds and dollars, and per designation (Zakat, Sadaqah, general) within each
 * currency. A refunded gift is listed and not counted; a partly refunded one counts what was
 * not refunded. The designation totals are the amounts donors designated on the lines of the
 * gifts not refunded.
 */
export interface TotalGift {
  status: string
  currency: Currency
  amountCents: number
  refundedCents: number
  lines: { amountCents: number; designation: Designation }[]
}

export type CurrencyTotal = { currency: Currency; cents: number }
export type DesignationTotal = CurrencyTotal & { designation: Designation }

const counted = (gifts: readonly TotalGift[]) => gifts.filter((g) => g.status === 'paid')

/** What was given and kept given, per currency present, in the order of CURRENCIES. */
export function currencyTotals(gifts: readonly TotalGift[]): CurrencyTotal[] {
  return CURRENCIES.filter((c) => gifts.some((g) => g.currency === c)).map((currency) => ({
    currency,
    cents: counted(gifts)
      .filter((g) => g.currency === currency)
      .reduce((sum, g) => sum + g.amountCents - g.refundedCents, 0),
  }))
}

/** The designated amounts per designation and currency, only those given. */
export function designationTotals(gifts: readonly TotalGift[]): DesignationTotal[] {
  const paid = counted(gifts)
  return DESIGNATIONS.flatMap((designation) =>
    CURRENCIES.flatMap((currency) => {
      const lines = paid
        .filter((g) => g.currency === currency)
        .flatMap((g) => g.lines.filter((l) => l.designation === designation))
      if (lines.length === 0) return []
      return [{ designation, currency, cents: lines.reduce((s, l) => s + l.amountCents, 0) }]
    }),
  )
}
