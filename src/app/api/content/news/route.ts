import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { pagedArticles } from '@/features/news/queries.server'
import { contentNewsItem } from '@/features/news/serialize.server'
import { handler, ok, pageParam, PUBLIC_CACHE, publicUrl } from '@/lib/api/http'
import { paginator } from '@/lib/api/paginator'

/** GET news?page={n}: data.news and data.paginator (spec 000 §7). */
export const GET = handler(async (req) => {
  const page = pageParam(req)
  const result = await pagedArticles({ kind: 'news', page, limit: NEWS_PAGE_SIZE })
  return ok(
    {
      news: result.docs.map(contentNewsItem),
      paginator: paginator(publicUrl(req), page, result.totalPages),
    },
    { headers: PUBLIC_CACHE },
  )
})
