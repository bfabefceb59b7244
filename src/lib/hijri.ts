import { formatter } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { DEFAULT_TIME_ZONE } from './clock'

/**
 * The Hijri calendar, one formatter for the whole site (issues 56 and 59): campaigns' dates,
 * receipts, statements, the portal and the mails. The Umm al-Qura calendar that Node and the
 * browsers carry (`Intl`, `islamic-umalqura`) is the reckoning; the moon sighting may put a month's
 * start a day off it, so every call takes the staff's adjustment in whole days (−1, 0 or +1: a
 * day of `adjustDays: 1` is read as the Hijri date of the day before, i.e. the month starts a day
 * later). Days are Cairo days unless a time zone is given.
 */
export type HijriAdjustment = -1 | 0 | 1

export interface HijriDate {
  year: number
  /** 1 (Muharram) to 12 (Dhu al-Hijjah); 9 is Ramadan, 10 Shawwal. */
  month: number
  day: number
}

export const RAMADAN = 9
export const SHAWWAL = 10

const DAY_MS = 86_400_000

interface HijriOptions {
  adjustDays?: HijriAdjustment
  timeZone?: string
}

const shifted = (date: Date, adjustDays: number) => new Date(date.getTime() - adjustDays * DAY_MS)

/** Intl formatters are made once per language, calendar and zone (the project's cache). */
const dateFormat = (tag: string, timeZone: string, numeric: boolean) =>
  formatter(
    `hijri|${tag}|${timeZone}|${numeric}`,
    () =>
      new Intl.DateTimeFormat(tag, {
        year: 'numeric',
        month: numeric ? 'numeric' : 'long',
        day: 'numeric',
        timeZone,
      }),
  )

/** The Hijri year, month and day of an instant (on its Cairo day). */
export function hijriDate(date: Date, options: HijriOptions = {}): HijriDate {
  const parts = dateFormat(
    'en-u-ca-islamic-umalqura-nu-latn',
    options.timeZone ?? DEFAULT_TIME_ZONE,
    true,
  ).formatToParts(shifted(date, options.adjustDays ?? 0))
  const part = (type: string) =>
    Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/**
 * "1 Ramadan 1448 AH" / «1 رمضان 1448 هـ»: the Hijri date in the page's language; dates keep
 * Western digits in Arabic, as every date of the site does (decisions 0039 and 0091).
 */
export function formatHijri(date: Date, locale: Locale, options: HijriOptions = {}): string {
  const tag =
    locale === 'ar' ? 'ar-EG-u-ca-islamic-umalqura-nu-latn' : 'en-u-ca-islamic-umalqura-nu-latn'
  const text = dateFormat(tag, options.timeZone ?? DEFAULT_TIME_ZONE, false).format(
    shifted(date, options.adjustDays ?? 0),
  )
  // English prints "Ramadan 1, 1448 AH"; the day first reads as the Arabic does.
  return locale === 'ar' ? text : text.replace(/^(\D+) (\d+), (\d+) (AH)$/, '$2 $1 $3 $4')
}

/** The Gregorian date in the page's language ("8 February 2027" / «8 فبراير 2027»). */
export function formatGregorian(date: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return dateFormat(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', timeZone, false).format(date)
}

/** Both calendars side by side: "8 February 2027 (1 Ramadan 1448 AH)". */
export function formatDualDate(date: Date, locale: Locale, options: HijriOptions = {}): string {
  const gregorian = formatGregorian(date, locale, options.timeZone)
  return `${gregorian} (${formatHijri(date, locale, options)})`
}

const compare = (a: HijriDate, b: HijriDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day

/**
 * The Cairo day (as 'YYYY-MM-DD') on which a Hijri date falls, with the staff's adjustment:
 * the inverse of `hijriDate`, found by stepping from an estimate (a Hijri year is about 354.37
 * days; the Umm al-Qura epoch, 1 Muharram 1 AH, is 16 July 622 in the proleptic Gregorian).
 * Null when the calendar has no such day (the 30th of a 29-day month).
 */
export function gregorianDayOf(target: HijriDate, adjustDays: HijriAdjustment = 0): string | null {
  const estimate =
    Date.UTC(622, 6, 16) +
    ((target.year - 1) * 354.367 + (target.month - 1) * 29.53 + target.day - 1) * DAY_MS
  let day = new Date(Math.floor(estimate / DAY_MS) * DAY_MS + 12 * 3_600_000)
  // Where a day stands against the target: negative before it, 0 on it, positive after.
  const against = (d: Date) => compare(hijriDate(d, { adjustDays, timeZone: 'UTC' }), target)
  let here = against(day)
  for (let step = 0; step < 60 && here !== 0; step += 1) {
    const direction = here < 0 ? 1 : -1
    const next = new Date(day.getTime() + direction * DAY_MS)
    const there = against(next)
    // Stepped past it without landing on it: the target day does not exist.
    if (Math.sign(there) === direction) return null
    day = next
    here = there
  }
  return here === 0 ? day.toISOString().slice(0, 10) : null
}

/**
 * Ramadan of a Hijri year as Cairo days: its first day; the day whose evening begins the last ten
 * nights (a Hijri night precedes its day, so the 21st night falls on the evening of the 20th);
 * and the day of Eid al-Fitr (1 Shawwal).
 */
export function ramadanDays(year: number, adjustDays: HijriAdjustment = 0) {
  return {
    first: gregorianDayOf({ year, month: RAMADAN, day: 1 }, adjustDays),
    lastTenNightsEve: gregorianDayOf({ year, month: RAMADAN, day: 20 }, adjustDays),
    eidAlFitr: gregorianDayOf({ year, month: SHAWWAL, day: 1 }, adjustDays),
  }
}
