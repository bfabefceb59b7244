import { formatter, intlLocale } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

/**
 * One clock for every time a person reads (issue 46 item 3, decision 0098): admin lists and
 * panels, mails, PDFs and CSVs show times in the charity's time zone, whatever the server's or
 * the reader's browser's. The zone is the CHARITY_TIME_ZONE setting (an IANA name), Cairo's by
 * default; in the browser, where the setting is not readable, components get it as a prop.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Cairo'

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The charity's time zone: CHARITY_TIME_ZONE when it names a zone, else Africa/Cairo. */
export function charityTimeZone(): string {
  const set = typeof process !== 'undefined' ? process.env.CHARITY_TIME_ZONE?.trim() : undefined
  return set && validZone(set) ? set : DEFAULT_TIME_ZONE
}

/** The zone as a reader calls it: "Cairo time" / "بتوقيت القاهرة"; other zones by their city. */
export function zoneName(timeZone: string, locale: Locale): string {
  if (timeZone === 'Africa/Cairo') return locale === 'ar' ? 'بتوقيت القاهرة' : 'Cairo time'
  if (timeZone === 'UTC') return 'UTC'
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  return locale === 'ar' ? `بتوقيت ${city}` : `${city} time`
}

export interface ClockOptions {
  /** Add the zone's name: "(Cairo time)". For mails and PDFs, read far from the office. */
  zone?: boolean
  /** The date alone, without the time. */
  dateOnly?: boolean
  /** Another zone than the setting's (the browser passes the server's). */
  timeZone?: string
}

const parse = (value: Date | string | number) => (value instanceof Date ? value : new Date(value))

/**
 * A moment in the charity's zone in the reader's language: "1 Dec 2026, 19:10" (24-hour, day
 * first: Egypt's habit) or "1 ديسمبر 2026، 19:10" (Western digits, decision 0039), with
 * " (Cairo time)" when asked. An unreadable value gives ''.
 */
export function formatTime(
  value: Date | string | number | null | undefined,
  locale: Locale = 'en',
  options: ClockOptions = {},
): string {
  if (value === null || value === undefined || value === '') return ''
  const date = parse(value)
  if (Number.isNaN(date.getTime())) return ''
  const timeZone = options.timeZone ?? charityTimeZone()
  const key = `clock|${locale}|${timeZone}|${options.dateOnly ? 'd' : 'dt'}`
  const text = formatter(
    key,
    () =>
      new Intl.DateTimeFormat(locale === 'ar' ? intlLocale(locale) : 'en-GB', {
        timeZone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      }),
  ).format(date)
  return options.zone ? `${text} (${zoneName(timeZone, locale)})` : text
}

/**
 * A moment for a CSV cell: "2026-12-01 19:10" in the charity's zone (sortable, and read by a
 * spreadsheet as a local time); the file's header names the zone.
 */
export function csvTime(value: Date | string | number | null | undefined, timeZone?: string) {
  if (value === null || value === undefined || value === '') return ''
  const date = parse(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    formatter(
      `clock-csv|${timeZone ?? charityTimeZone()}`,
      () =>
        new Intl.DateTimeFormat('en-CA', {
          timeZone: timeZone ?? charityTimeZone(),
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    )
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** The calendar day ("2026-12-01") of a moment in the charity's zone (or `timeZone`). */
export function dayIn(value: Date | string | number, timeZone?: string): string {
  return csvTime(value, timeZone).slice(0, 10)
}

/** The offset of `timeZone` from UTC at the moment `t` (ms since the epoch), in ms. */
function offsetAt(t: number, timeZone: string): number {
  const [date = '', time = '00:00'] = csvTime(t, timeZone).split(' ')
  const seconds = new Date(t).getUTCSeconds() * 1000 + new Date(t).getUTCMilliseconds()
  return Date.parse(`${date}T${time}:00Z`) + seconds - t
}

/**
 * The first moment of calendar day `day` ("2026-12-01") in the charity's zone (or `timeZone`):
 * a range a person picks by dates is read in the zone they live in, not in UTC. Evaluated twice
 * so that a day on which the clocks change still starts at its own midnight.
 */
export function startOfDayIn(day: string, timeZone: string = charityTimeZone()): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  const first = midnightUtc - offsetAt(midnightUtc, timeZone)
  return new Date(midnightUtc - offsetAt(first, timeZone))
}
