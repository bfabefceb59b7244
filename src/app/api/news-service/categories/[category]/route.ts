import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { findCategory, pagedArticles } from '@/features/news/queries.server'
import { serviceItem } from '@/features/news/serialize.server'
import { servicePage } from '@/features/news/service-page'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok, pageParam } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'
import { siteUrl } from '@/lib/env'

type Ctx = { params: Promise<{ category: string }> }

/** GET categories/{category}?page=n (general-news is the latest news): data.items and the page fields. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const slug = (await params).category
  const page = pageParam(req)
  // The page links are built from the path alone: a key with the whole query string made a new
  // cache entry for every made-up parameter.
  const url = `${siteUrl()}${new URL(req.url).pathname}`
  const lang = contentLang(req)
  const data = await cachedJson(['api', 'category', slug, page, lang], async () => {
    if (!(await findCategory(slug, lang))) return null
    const result = await pagedArticles({
      category: slug,
      page,
      limit: NEWS_PAGE_SIZE,
      locale: lang,
    })
    return servicePage(result.docs.map(serviceItem), url, page, result.totalPages)
  })
  return data ? ok(data, { headers: LANG_CACHE }) : notFound('The category')
})
