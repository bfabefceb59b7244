import { categoriesWithCounts } from '@/features/news/queries.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

/** GET categories (a time-stamp query parameter is accepted and ignored: it only defeats caches). */
export const GET = handler(async () => {
  const categories = await cachedJson(['api', 'categories'], async () =>
    (await categoriesWithCounts()).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      count: c.count,
    })),
  )
  return ok(categories, { headers: PUBLIC_CACHE })
})
