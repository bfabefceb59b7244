import type { RepeatType } from '../constants'

/**
 * The charge dates of a recurring plan, counted from its start (the
 * confirmed donation): period n is n weeks, 2n weeks or n calendar months
 * after it. Months keep the start's day, or the month's last day when the
 * month is shorter (31 January → 28 February → 31 March). UTC throughout.
 */
export function periodDate(start: Date, repeat: RepeatType, n: number): Date {
  const date = new Date(start.getTime())
  if (repeat === 'weekly') date.setUTCDate(date.getUTCDate() + 7 * n)
  else if (repeat === 'biweekly') date.setUTCDate(date.getUTCDate() + 14 * n)
  else {
    const day = date.getUTCDate()
    date.setUTCDate(1)
    date.setUTCMonth(date.getUTCMonth() + n)
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
    date.setUTCDate(Math.min(day, last))
  }
  return date
}

/** The first charge after the start: one period later. */
export const nextChargeDate = (start: Date, repeat: RepeatType) => periodDate(start, repeat, 1)

/**
 * The period to charge after a payment: `from` (the one after the period
 * just paid), or a later one when its date has already passed, so that an
 * outage never charges several periods at once.
 */
export function nextPeriod(
  start: Date,
  repeat: RepeatType,
  from: number,
  now: Date,
): { n: number; at: Date } {
  let n = from
  let at = periodDate(start, repeat, n)
  while (at.getTime() <= now.getTime()) {
    n += 1
    at = periodDate(start, repeat, n)
  }
  return { n, at }
}

/** A failed recurring charge is retried on the next two runs a day apart, then the plan pauses. */
export const RETRY_POLICY = { retries: 2, retryAfterHours: 24 } as const
