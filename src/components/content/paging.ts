/** The content API's paginator (spec 000 section 3). */
export interface PaginatorData {
  current_page: number
  number_of_pages: number
  next_page: string | null
  previous_page: string | null
}

/** A page URL the server handed out, as a path of this site (the browser stays on its origin). */
export function samePath(url: string): string {
  const u = new URL(url, 'http://site.invalid')
  return `${u.pathname}${u.search}`
}

/**
 * Where Previous or Next leads: the paginator's link that way, or null while
 * a page is loading or when there is none (spec 000 section 4 "Lists": the
 * page changes only inside 1 to the number of pages).
 */
export function pageTarget(
  paginator: PaginatorData,
  direction: 'previous' | 'next',
  loading: boolean,
): string | null {
  if (loading) return null
  const url = direction === 'next' ? paginator.next_page : paginator.previous_page
  return url ? samePath(url) : null
}
