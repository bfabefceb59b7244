import { formatMinorUnits } from '@/i18n/format-number'
import { formatTime } from '@/lib/clock'
import { MINOR_UNITS_PER_MAJOR, type Currency } from '@/lib/money/currency'
import type { Lang } from './texts'

const money = new Map<Currency, Intl.NumberFormat>()

/**
 * An amount from its minor units, with its currency: "$1,250.00", "EGP 1,250.00"; in Arabic as
 * every Arabic page writes money (decisions 0091, 0110): «١٬٢٥٠٫٠٠ دولار أمريكي», «١٬٢٥٠٫٠٠ ج.م».
 */
export function formatMoney(cents: number, currency: Currency, lang: Lang = 'en'): string {
  if (lang === 'ar') return formatMinorUnits(cents, 'ar', currency)
  let format = money.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    money.set(currency, format)
  }
  return format.format(cents / MINOR_UNITS_PER_MAJOR)
}

/**
 * "10 Dec 2025, 09:30" / «10 ديسمبر 2025، 09:30» on the charity's clock (src/lib/clock.ts; the
 * dashboard is drawn on the server).
 */
export const formatDateTime = (isoString: string, lang: Lang = 'en') => formatTime(isoString, lang)

/** "1 gift", "3 gifts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
