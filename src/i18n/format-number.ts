import { formatter, intlLocale } from './format'
import type { Locale } from './locales'

/** 1234.5 → '1,234.5' / '1,234.5' with Arabic separators ('1,234.5' in Western digits). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return formatter(
    `number|${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  ).format(value)
}

const MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
}

/**
 * US dollars: '$35.00' in English, '35.00 US$' in Arabic (Intl's ar-EG currency pattern). In a
 * right-to-left line the bidi algorithm splits 'US$' ('US' left to right, '$' weak) and a reader
 * saw '$US 35.00'; the symbol is isolated left to right (LRI … PDI) so it reads 'US$' whole.
 */
export function formatMoney(value: number, locale: Locale) {
  const text = formatter(
    `money|${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), MONEY),
  ).format(value)
  return locale === 'ar' ? text.replace('US$', '\u2066US$\u2069') : text
}
