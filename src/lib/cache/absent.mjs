// What the cache handlers treat as an answer for something that does not exist (decision 0023).

/**
 * A header by which a route answer of 200 says it describes nothing that exists (a page of a
 * list past its end, issue 47 M2): kept in memory like a 4xx, never written to disk.
 */
export const MEMORY_ONLY_HEADER = 'x-cache-scope'
export const MEMORY_ONLY = 'memory'

/** A page or route answer of 4xx or marked MEMORY_ONLY, or a data-cache entry whose value is null (nothing found). */
export function isAbsent(data) {
  if (!data || typeof data !== 'object') return false
  if (data.kind === 'APP_ROUTE' && data.headers?.[MEMORY_ONLY_HEADER] === MEMORY_ONLY) return true
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') {
    return typeof data.status === 'number' && data.status >= 400
  }
  if (data.kind === 'FETCH') return data.data?.body === 'null'
  return false
}
