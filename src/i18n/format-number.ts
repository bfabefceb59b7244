import { formatter, intlLocale } from './format'
import type { Locale } from './locales'

/** 1234.5 → '1,234.5' / '1,234.5' with Arabic separators ('1,234.5' in Western digits). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return formatter(
    `number|${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  ).format(value)
}

/** The currencies the two entities take (design: the US entity in USD, the Egyptian NGO in EGP). */
export type Currency = 'USD' | 'EGP'

/**
 * An amount of money (in the currency's major unit, 35 for $35) as the page's language writes
 * it: '$35.00' in English (the spec's own form); in Arabic the way Egyptian charities print it
 * (issue 42 part 5, decision 0091): Intl's `ar-EG` with Arabic-Indic digits and the currency in
 * words, '٣٥٫٠٠ دولار أمريكي', '٣٥٫٠٠ جنيهًا مصريًا'. Words, not 'US$': no Latin letters in an
 * Arabic line, and nothing for the bidi algorithm to split ('US' left to right, '$' weak).
 * Money only: dates and other numbers keep Western digits (decision 0039).
 */
export function formatMoney(value: number, locale: Locale, currency: Currency = 'USD') {
  if (locale === 'ar' && currency === 'EGP') return `${arabicAmount(value)}\u00a0${EGP_AR}`
  return formatter(`money|${locale}|${currency}`, () =>
    locale === 'ar'
      ? new Intl.NumberFormat('ar-EG', {
          style: 'currency',
          currency,
          currencyDisplay: 'name',
          minimumFractionDigits: 2,
        })
      : new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }),
  ).format(value)
}

/**
 * Egyptian pounds on an Arabic page are written as Egyptian receipts and shops print them (issue
 * 44 item 6, decision 0110): the amount in Arabic-Indic digits, then «ج.م», joined by a no-break
 * space so a phone never wraps between them: '٣٥٫٠٠ ج.م'. Arabic letters only, so nothing for
 * bidi to split (decision 0091's reason for words); English keeps Intl's 'EGP 35.00'.
 */
const EGP_AR = 'ج.م'
const arabicAmount = (value: number) =>
  formatter(
    'money|ar|amount',
    () => new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value)

/** The same from integer minor units (cents, piastres), as amounts are stored. */
export function formatMinorUnits(minor: number, locale: Locale, currency: Currency = 'USD') {
  return formatMoney(minor / 100, locale, currency)
}
