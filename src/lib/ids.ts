/**
 * The one reader of record ids (and page numbers) from paths and query strings.
 * Every id column is PostgreSQL's `integer`, so a number above 2,147,483,647
 * can name no record: reading it as "no such id" makes it answer 404 like any
 * unknown record, instead of reaching the database and failing with a 500.
 */
export const MAX_ID = 2_147_483_647

/** A positive integer id (decimal digits, no sign, no leading zero) up to MAX_ID, or null. */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 && raw <= MAX_ID ? raw : null
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ID ? id : null
}

/**
 * A page number of a list (?page=n): a valid id, else page 1. A page past the
 * last one stays as asked, and the list answers it as past the end.
 */
export function parsePage(raw: unknown): number {
  return parseId(raw) ?? 1
}

/** Longest slug a record can have (slugify cuts at 120). */
export const MAX_SLUG_LENGTH = 120

/**
 * A slug from a path or query string, or null when it cannot name a record:
 * every stored slug has slugify's shape (lower-case ASCII words joined by
 * hyphens, src/fields/slug.ts), so anything else (a NUL byte, which PostgreSQL
 * refuses with an error, control characters, a megabyte of text) answers 404
 * without reaching the database.
 */
export function parseSlug(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_SLUG_LENGTH) return null
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) ? raw : null
}
