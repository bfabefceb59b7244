import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { pagedArticles } from '@/features/news/queries.server'
import { contentNewsItem } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, ok, pageParam, PUBLIC_CACHE, publicUrl } from '@/lib/api/http'
import { paginator } from '@/lib/api/paginator'

/** GET news?page={n}: data.news and data.paginator (spec 000 §7). */
export const GET = handler(async (req) => {
  const page = pageParam(req)
  const url = publicUrl(req)
  const data = await cachedJson(['api', 'news', url], async () => {
    const result = await pagedArticles({ kind: 'news', page, limit: NEWS_PAGE_SIZE })
    return {
      news: result.docs.map(contentNewsItem),
      paginator: paginator(url, page, result.totalPages),
    }
  })
  return ok(data, { headers: PUBLIC_CACHE })
})
