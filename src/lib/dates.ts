/** A date-only value ('2025-05-16' or an ISO timestamp) as 'Friday, May 16, 2025' (UTC). */
export function fullDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return null
  return date.toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' })
}
