import { findArticle } from '@/features/news/queries.server'
import { contentNewsArticle } from '@/features/news/serialize.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'

type Ctx = { params: Promise<{ slug: string }> }

/** GET news/{slug}: one news article. */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const article = await findArticle('news', (await params).slug)
  return article
    ? ok(contentNewsArticle(article), { headers: PUBLIC_CACHE })
    : notFound('The article')
})
