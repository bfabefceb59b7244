import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { findCategory, pagedArticles } from '@/features/news/queries.server'
import { serviceItem } from '@/features/news/serialize.server'
import { servicePage } from '@/features/news/service-page'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok, pageParam, PUBLIC_CACHE, publicUrl } from '@/lib/api/http'

type Ctx = { params: Promise<{ category: string }> }

/** GET categories/{category}?page=n (general-news is the latest news): data.items and the page fields. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const slug = (await params).category
  const page = pageParam(req)
  const url = publicUrl(req)
  const data = await cachedJson(['api', 'category', slug, url], async () => {
    if (!(await findCategory(slug))) return null
    const result = await pagedArticles({ category: slug, page, limit: NEWS_PAGE_SIZE })
    return servicePage(result.docs.map(serviceItem), url, page, result.totalPages)
  })
  return data ? ok(data, { headers: PUBLIC_CACHE }) : notFound('The category')
})
