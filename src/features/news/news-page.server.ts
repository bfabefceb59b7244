import 'server-only'
import { NEWS_PAGE_SIZE } from './constants'
import { pagedArticles } from './queries.server'
import { contentNewsItem } from './serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { MEMORY_ONLY, MEMORY_ONLY_HEADER } from '@/lib/cache/absent.mjs'
import { handler, notFound, ok } from '@/lib/api/http'
import { LANG_CACHE } from '@/lib/api/lang'
import type { Locale } from '@/i18n/locales'
import { paginator } from '@/lib/api/paginator'
import { parseId } from '@/lib/ids'
import { siteUrl } from '@/lib/env'

type Ctx = { params: Promise<{ page: string }> }

/**
 * One page of the news in `locale`. A force-static route sees no request headers, so the `lang`
 * header picks the route instead: next.config.ts rewrites `lang: ar` requests to ./ar.
 */
export function newsPage(locale: Locale) {
  return handler<Ctx>(async (_req, { params }) => {
    const page = parseId((await params).page)
    if (page === null) return notFound('The page')
    const url = `${siteUrl()}/api/content/news`
    const data = await cachedJson(['api', 'news', page, locale], async () => {
      const result = await pagedArticles({ kind: 'news', page, limit: NEWS_PAGE_SIZE, locale })
      // Past the end: null, which the cache keeps in memory only (decision 0023), so that
      // made-up page numbers write no file each.
      if (result.docs.length === 0 && page > 1) return null
      return {
        news: result.docs.map(contentNewsItem),
        paginator: paginator(url, page, result.totalPages),
      }
    })
    if (data) return ok(data, { headers: LANG_CACHE })
    // An empty page telling the true last page, marked so that the route's own cache
    // entry stays in memory too.
    const lastPage = await cachedJson(['api', 'news', 'last-page', locale], async () => {
      return (await pagedArticles({ kind: 'news', page: 1, limit: NEWS_PAGE_SIZE, locale }))
        .totalPages
    })
    return ok(
      { news: [], paginator: paginator(url, page, lastPage) },
      { headers: { ...LANG_CACHE, [MEMORY_ONLY_HEADER]: MEMORY_ONLY } },
    )
  })
}
