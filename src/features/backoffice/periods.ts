/**
 * The office's calendar: "today", "this week" and "this month" of the
 * treasurer's figures are Cairo's, whatever the server's time zone, and the
 * week starts on Saturday as on Egyptian calendars (decision 0019).
 */
export const OFFICE_TIME_ZONE = 'Africa/Cairo'
const SATURDAY = 6

type LocalDate = { year: number; month: number; day: number; weekday: number }

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

function localParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  }
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(instant / 1000) * 1000
}

function localDate(instant: Date, timeZone: string): LocalDate {
  const { year, month, day, weekday } = localParts(instant, timeZone)
  return { year, month, day, weekday }
}

/**
 * The instant the local day `year-month-day` begins in `timeZone` (days out of
 * range roll over, as with Date.UTC). Computed twice so that a change of
 * offset (summer time) between the guess and the answer is taken into account.
 */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const wallMidnight = Date.UTC(year, month - 1, day)
  const first = wallMidnight - offsetAt(wallMidnight, timeZone)
  return new Date(wallMidnight - offsetAt(first, timeZone))
}

export type PeriodStarts = { day: Date; week: Date; month: Date }

/** When today, this week (from Saturday) and this month began, in the office's time zone. */
export function periodStarts(now: Date, timeZone = OFFICE_TIME_ZONE): PeriodStarts {
  const { year, month, day, weekday } = localDate(now, timeZone)
  const daysSinceWeekStart = (weekday - SATURDAY + 7) % 7
  return {
    day: startOfLocalDay(year, month, day, timeZone),
    week: startOfLocalDay(year, month, day - daysSinceWeekStart, timeZone),
    month: startOfLocalDay(year, month, 1, timeZone),
  }
}
