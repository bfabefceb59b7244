import { categoriesWithCounts } from '@/features/news/queries.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** GET categories (a time-stamp query parameter is accepted and ignored: it only defeats caches). */
export const GET = handler(async (req) => {
  const lang = contentLang(req)
  const categories = await cachedJson(['api', 'categories', lang], async () =>
    (await categoriesWithCounts(lang)).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      count: c.count,
    })),
  )
  return ok(categories, { headers: LANG_CACHE })
})
