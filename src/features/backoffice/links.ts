/**
 * Addresses in the back office. A dashboard panel links to the list behind
 * its figure with the same filter, in the `where[...]` form Payload's list
 * view reads from the address (and shows in its filter builder).
 */
export const ADMIN = '/admin'

type WhereValue = string | number | boolean | Date | WhereValue[] | { [key: string]: WhereValue }
export type Where = { [key: string]: WhereValue }

function encodeWhere(prefix: string, value: WhereValue, out: string[]) {
  if (value instanceof Date) {
    out.push(`${prefix}=${encodeURIComponent(value.toISOString())}`)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => encodeWhere(`${prefix}[${i}]`, item, out))
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) encodeWhere(`${prefix}[${key}]`, inner, out)
  } else {
    out.push(`${prefix}=${encodeURIComponent(String(value))}`)
  }
}

/** The list of `collection`, filtered by `where` and sorted by `sort` ('-field' descending). */
export function listUrl(collection: string, opts: { where?: Where; sort?: string } = {}): string {
  const params: string[] = []
  if (opts.where) encodeWhere('where', opts.where, params)
  if (opts.sort) params.push(`sort=${encodeURIComponent(opts.sort)}`)
  const query = params.join('&')
  return `${ADMIN}/collections/${collection}${query ? `?${query}` : ''}`
}

/** One record of `collection`. */
export const docUrl = (collection: string, id: number | string) =>
  `${ADMIN}/collections/${collection}/${encodeURIComponent(String(id))}`

/**
 * A filter whose conditions all hold, in the or/and shape of Payload's filter
 * builder, so the list opens with the filter shown (and editable) above it.
 */
export const allOf = (...conditions: Where[]): Where => ({ or: [{ and: conditions }] })

/** A filter matching any of several groups of conditions (each group all holding). */
export const anyOf = (...groups: Where[][]): Where => ({
  or: groups.map((conditions) => ({ and: conditions })),
})
