import type { Locale } from './locales'

/**
 * Dates, numbers and money through Intl (issue 17). Arabic is Egyptian Arabic's conventions
 * (ar-EG: month names, separators, the US dollar written the Arabic way) with Western digits
 * (`-u-nu-latn`, decision 0039): the digits visitors type in every form, and the case screens'.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US'
}

/** 1234.5 → '1,234.5' / '1,234.5' with Arabic separators ('1,234.5' in Western digits). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value)
}

/**
 * US dollars: '$35.00' in English, '35.00 US$' in Arabic (Intl's ar-EG currency pattern). In a
 * right-to-left line the bidi algorithm splits 'US$' ('US' left to right, '$' weak) and a reader
 * saw '$US 35.00'; the symbol is isolated left to right (LRI … PDI) so it reads 'US$' whole.
 */
export function formatMoney(value: number, locale: Locale) {
  const text = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(value)
  return locale === 'ar' ? text.replace('US$', '\u2066US$\u2069') : text
}

/** A date-only value or timestamp as a full date in UTC ('Friday, May 16, 2025' / 'الجمعة، 16 مايو 2025'). */
export function formatFullDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return null
  return date.toLocaleDateString(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' })
}
