import { fullDate as formatFullDate } from '@/lib/dates'

/**
 * Cuts `text` to at most `max` characters, ending with an ellipsis when it was
 * longer (the spec's truncations: titles 27/55/100, excerpts 40/60/68/150/200/300).
 * The ellipsis is inside the limit, so a cut text is never longer than `max`.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const t = (text ?? '').trim()
  if (t.length <= max) return t
  return `${t.slice(0, max - 1).trimEnd()}…`
}

/** Cuts `text` to its first `count` words (volunteer names: 3 words). */
export function firstWords(text: string | null | undefined, count: number): string {
  return (text ?? '').trim().split(/\s+/).slice(0, count).join(' ')
}

/** The full-date form, e.g. 'Saturday, September 6, 2025', or '' when there is no date. */
export function fullDate(iso: string | null | undefined): string {
  return formatFullDate(iso) ?? ''
}

/** 'YYYY-MM-DD' of an ISO date-time, for <time dateTime>. */
export function isoDay(iso: string | null | undefined): string | undefined {
  return iso ? iso.slice(0, 10) : undefined
}
