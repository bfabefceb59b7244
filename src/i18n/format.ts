import type { Locale } from './locales'

/**
 * Dates through Intl; numbers and money are in ./format-number (apart, so that a page
 * showing dates only, such as the news list, does not load the money formatting: issue 24's
 * first-load budget). Arabic is Egyptian Arabic's conventions (ar-EG: month names, separators, the US dollar written the Arabic way) with Western digits
 * (`-u-nu-latn`, decision 0039): the digits visitors type in every form, and the case screens'.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US'
}

/**
 * One Intl formatter per language and options, made once per process (or page in the browser).
 * Making one costs about a tenth of a millisecond (ICU loads the locale's patterns); a news list
 * formats nine dates per render, and every uncached render paid for each.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
/** The formatter kept under `key` (a name for its kind, language and options), made once. */
export function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = formatters.get(key) as T | undefined
  if (!found) {
    found = make()
    formatters.set(key, found)
  }
  return found
}

const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeZone: 'UTC' }

/** A date-only value or timestamp as a full date in UTC ('Friday, May 16, 2025' / 'الجمعة، 16 مايو 2025'). */
export function formatFullDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return null
  // The same text as date.toLocaleDateString(…, FULL_DATE), which makes a formatter per call.
  return formatter(
    `full-date|${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), FULL_DATE),
  ).format(date)
}
