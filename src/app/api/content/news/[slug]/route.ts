import { findArticle } from '@/features/news/queries.server'
import { contentNewsArticle } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'

type Ctx = { params: Promise<{ slug: string }> }

/** GET news/{slug}: one news article. */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const slug = (await params).slug
  const article = await cachedJson(['api', 'news-article', slug], async () => {
    const found = await findArticle('news', slug)
    return found ? contentNewsArticle(found) : null
  })
  return article ? ok(article, { headers: PUBLIC_CACHE }) : notFound('The article')
})
