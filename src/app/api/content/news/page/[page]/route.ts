import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { pagedArticles } from '@/features/news/queries.server'
import { contentNewsItem } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { paginator } from '@/lib/api/paginator'
import { parseId } from '@/lib/ids'
import { siteUrl } from '@/lib/env'

/**
 * GET news?page={n}: data.news and data.paginator (spec 000 §7). The public
 * address keeps its query string; next.config.ts rewrites it to this path so
 * each page is cached by Next like a prerendered page (a query string would
 * make the route dynamic) and rendered again after any content change.
 */
export const dynamic = 'force-static'
export const revalidate = 300
export const generateStaticParams = () => []

type Ctx = { params: Promise<{ page: string }> }

export const GET = handler<Ctx>(async (_req, { params }) => {
  const page = parseId((await params).page)
  if (page === null) return notFound('The page')
  const data = await cachedJson(['api', 'news', page], async () => {
    const result = await pagedArticles({ kind: 'news', page, limit: NEWS_PAGE_SIZE })
    return {
      news: result.docs.map(contentNewsItem),
      paginator: paginator(`${siteUrl()}/api/content/news`, page, result.totalPages),
    }
  })
  return ok(data, { headers: PUBLIC_CACHE })
})
