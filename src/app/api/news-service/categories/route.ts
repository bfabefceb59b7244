import { categoriesWithCounts } from '@/features/news/queries.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

/** GET categories (a time-stamp query parameter is accepted and ignored: it only defeats caches). */
export const GET = handler(async () => {
  const categories = await categoriesWithCounts()
  return ok(
    categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, count: c.count })),
    { headers: PUBLIC_CACHE },
  )
})
