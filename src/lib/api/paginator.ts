/**
 * The paginator of the content API (spec 000 section 3): current_page,
 * number_of_pages, next_page, previous_page. The next and previous pages are
 * given as absolute URLs that a client can follow as they are (spec 001 passes
 * them back), or null at either end.
 */
export interface Paginator {
  current_page: number
  number_of_pages: number
  next_page: string | null
  previous_page: string | null
}

export function paginator(requestUrl: string, page: number, totalPages: number): Paginator {
  const pages = Math.max(1, totalPages)
  const at = (n: number) => {
    const url = new URL(requestUrl)
    url.searchParams.set('page', String(n))
    return url.toString()
  }
  return {
    current_page: page,
    number_of_pages: pages,
    next_page: page < pages ? at(page + 1) : null,
    previous_page: page > 1 ? at(Math.min(page - 1, pages)) : null,
  }
}
