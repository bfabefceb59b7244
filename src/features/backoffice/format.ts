import { formatTime } from '@/lib/clock'
import { MINOR_UNITS_PER_MAJOR, type Currency } from '@/lib/money/currency'

const money = new Map<Currency, Intl.NumberFormat>()

/** An amount from its minor units, with its currency: "$1,250.00", "EGP 1,250.00". */
export function formatMoney(cents: number, currency: Currency): string {
  let format = money.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    money.set(currency, format)
  }
  return format.format(cents / MINOR_UNITS_PER_MAJOR)
}

/** "10 Dec 2025, 09:30" on the charity's clock (src/lib/clock.ts; the dashboard is drawn on the server). */
export const formatDateTime = (isoString: string) => formatTime(isoString, 'en')

/** "1 gift", "3 gifts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
