/**
 * Text cuts used by the cards of spec 000/001 section 9: characters for titles
 * and excerpts ('cut to 55', 'excerpt 40 characters with ellipsis'), words for
 * member bios (140 words). A cut text ends with '...'; a text that fits is left alone.
 */
export const ELLIPSIS = '...'

/** The first `max` characters of `text` (trailing spaces dropped), then '...' when it was longer. */
export function cut(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim()
  if (value.length <= max) return value
  return `${value.slice(0, max).trimEnd()}${ELLIPSIS}`
}

/** The first `max` words of `text`, then '...' when it had more. */
export function cutWords(text: string | null | undefined, max: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length <= max) return words.join(' ')
  return `${words.slice(0, max).join(' ')}${ELLIPSIS}`
}

export { fullDate } from '@/lib/dates'

/** The date part (YYYY-MM-DD, UTC) of a stored date, or null. */
export function datePart(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

/** The site path of this site's uploaded images (for next/image); other URLs unchanged. */
export { sitePath as imagePath } from '@/lib/site-path'
