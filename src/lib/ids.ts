/** A positive integer id from a route parameter, or null (so a bad id answers 404, not 500). */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}
