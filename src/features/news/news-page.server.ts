import 'server-only'
import { NEWS_PAGE_SIZE } from './constants'
import { pagedArticles } from './queries.server'
import { contentNewsItem } from './serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
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
    const data = await cachedJson(['api', 'news', page, locale], async () => {
      const result = await pagedArticles({ kind: 'news', page, limit: NEWS_PAGE_SIZE, locale })
      return {
        news: result.docs.map(contentNewsItem),
        paginator: paginator(`${siteUrl()}/api/content/news`, page, result.totalPages),
      }
    })
    return ok(data, { headers: LANG_CACHE })
  })
}
