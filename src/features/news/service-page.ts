/**
 * The page shape of the news service (spec 000 §3 "News page (external)"):
 * items, current_page, next_page_url, prev_page_url, last_page. The page URLs
 * are absolute and can be followed as they are (spec 000 §7).
 */
export interface ServicePage<T> {
  items: T[]
  current_page: number
  next_page_url: string | null
  prev_page_url: string | null
  last_page: number
}

export function servicePage<T>(
  items: T[],
  publicRequestUrl: string,
  page: number,
  lastPage: number,
): ServicePage<T> {
  const last = Math.max(1, lastPage)
  const at = (n: number) => {
    const url = new URL(publicRequestUrl)
    url.searchParams.set('page', String(n))
    return url.toString()
  }
  return {
    items,
    current_page: page,
    next_page_url: page < last ? at(page + 1) : null,
    prev_page_url: page > 1 ? at(Math.min(page - 1, last)) : null,
    last_page: last,
  }
}
