import { CURRENCIES } from '@/lib/money/currency'

/**
 * One currency's figures for one gateway over the range (decision 0113: amounts of two
 * currencies are never added): what our donations recorded and what the gateway lists.
 */
export interface CurrencyFigures {
  currency: string
  recordedCount: number
  recordedCents: number
  chargedCount: number
  chargedCents: number
}

/** Count and sum per currency on each side; never one figure over two currencies. */
export function figuresByCurrency(
  donations: { currency: string; totalCents: number }[],
  charges: { currency: string; amountCents: number }[],
): CurrencyFigures[] {
  const figures = new Map<string, CurrencyFigures>()
  const of = (currency: string) => {
    const known = figures.get(currency)
    if (known) return known
    const fresh = { currency, recordedCount: 0, recordedCents: 0, chargedCount: 0, chargedCents: 0 }
    figures.set(currency, fresh)
    return fresh
  }
  for (const d of donations) {
    const f = of(d.currency)
    f.recordedCount += 1
    f.recordedCents += d.totalCents
  }
  for (const c of charges) {
    const f = of(c.currency)
    f.chargedCount += 1
    f.chargedCents += c.amountCents
  }
  const order = (c: string) => {
    const i = (CURRENCIES as readonly string[]).indexOf(c)
    return i < 0 ? CURRENCIES.length : i
  }
  return [...figures.values()].sort(
    (a, b) => order(a.currency) - order(b.currency) || a.currency.localeCompare(b.currency),
  )
}
