import { categoriesWithCounts, pagedArticles } from '@/features/news/queries.server'
import { serviceItem } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

const PER_GROUP = 6

/** GET groupedBlogs: the blog articles grouped by category, newest first, categories without blogs left out. */
export const GET = handler(async (req) => {
  const lang = contentLang(req)
  const groups = await cachedJson(['api', 'grouped-blogs', lang], async () => {
    const categories = await categoriesWithCounts(lang)
    const all = await Promise.all(
      categories.map(async (c) => ({
        category: { id: c.id, name: c.name, slug: c.slug },
        blogs: (
          await pagedArticles({
            kind: 'blog',
            category: c.slug ?? '',
            page: 1,
            limit: PER_GROUP,
            locale: lang,
          })
        ).docs.map(serviceItem),
      })),
    )
    return all.filter((g) => g.blogs.length > 0)
  })
  return ok(groups, { headers: LANG_CACHE })
})
