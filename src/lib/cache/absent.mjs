// What the cache handlers treat as an answer for something that does not exist (decision 0023).

/** A page or route answer of 4xx, or a data-cache entry whose value is null (nothing found). */
export function isAbsent(data) {
  if (!data || typeof data !== 'object') return false
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') {
    return typeof data.status === 'number' && data.status >= 400
  }
  if (data.kind === 'FETCH') return data.data?.body === 'null'
  return false
}
