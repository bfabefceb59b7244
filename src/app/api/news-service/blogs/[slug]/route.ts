import { findArticle } from '@/features/news/queries.server'
import { serviceArticle } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'

type Ctx = { params: Promise<{ slug: string }> }

/** GET blogs/{slug}: data with the article fields (news and blog articles alike). */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const slug = (await params).slug
  const article = await cachedJson(['api', 'blog-article', slug], async () => {
    const found = await findArticle(null, slug)
    return found ? serviceArticle(found) : null
  })
  return article ? ok(article, { headers: PUBLIC_CACHE }) : notFound('The article')
})
