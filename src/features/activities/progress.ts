import { formatMoney, formatNumber } from '@/i18n/format-number'
import type { Locale } from '@/i18n/locales'
import type { EventSummary } from './shape'

/**
 * The donation progress bar of an activity (spec 001 section 4): shown only
 * when both budget (raised so far) and target are present; its width is
 * budget / target as a percent. A target of 0 cannot be divided by, so it
 * counts as absent. The percent is not capped (an activity can pass its
 * target); the bar's drawn width is, see `barWidth`.
 */
export function progressPercent(
  budget: number | null | undefined,
  target: number | null | undefined,
): number | null {
  if (typeof budget !== 'number' || typeof target !== 'number') return null
  if (!Number.isFinite(budget) || !Number.isFinite(target) || target <= 0) return null
  return Math.round((budget / target) * 10_000) / 100
}

/** The CSS width of the bar: the percent, drawn at most full. */
export function barWidth(percent: number): string {
  return `${Math.min(100, Math.max(0, percent))}%`
}

export type BreakdownKey = Exclude<keyof EventSummary, 'event_date'>

export interface BreakdownRow {
  /** Also the row's label's key in the catalogues (`activities.rows.<key>`, the spec's English). */
  key: BreakdownKey
  value: number
  /** Money rows are shown as dollars. */
  money: boolean
}

/** The rows of the event financial breakdown, in the spec's order. */
export const BREAKDOWN_ROWS: ReadonlyArray<Omit<BreakdownRow, 'value'>> = [
  { key: 'total_money_collected', money: true },
  { key: 'number_of_attendees', money: false },
  { key: 'number_of_donations', money: false },
  { key: 'total_expenses', money: true },
  { key: 'net_funds_raised', money: true },
]

/**
 * The event financial breakdown (spec 001 section 4): the panel appears only
 * if money collected, attendees, donations, expenses or net funds is above 0;
 * each row shows only if its value is above 0; the event date is always shown
 * in the panel. Null when the panel is hidden.
 */
export function breakdown(
  summary: EventSummary | null | undefined,
): { rows: BreakdownRow[]; eventDate: string | null } | null {
  if (!summary) return null
  const rows: BreakdownRow[] = []
  for (const row of BREAKDOWN_ROWS) {
    const value = summary[row.key]
    if (typeof value === 'number' && value > 0) rows.push({ ...row, value })
  }
  return rows.length > 0 ? { rows, eventDate: summary.event_date } : null
}

const dollars = (cents: boolean) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  })
const count = new Intl.NumberFormat('en-US')

/**
 * A breakdown value as shown: '$18,400' for money, '1,260' for counts; on an Arabic page money
 * is written the ar-EG way ('١٨٬٤٠٠٫٠٠ دولار أمريكي', decision 0091) and counts with Western
 * digits (decision 0039).
 */
export function formatRowValue(
  row: Pick<BreakdownRow, 'value' | 'money'>,
  locale: Locale = 'en',
): string {
  if (locale === 'ar')
    return row.money ? formatMoney(row.value, 'ar') : formatNumber(row.value, 'ar')
  return row.money
    ? dollars(!Number.isInteger(row.value)).format(row.value)
    : count.format(row.value)
}
