import { findArticle } from '@/features/news/queries.server'
import { serviceArticle } from '@/features/news/serialize.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'

type Ctx = { params: Promise<{ slug: string }> }

/** GET blogs/{slug}: data with the article fields (news and blog articles alike). */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const article = await findArticle(null, (await params).slug)
  return article ? ok(serviceArticle(article), { headers: PUBLIC_CACHE }) : notFound('The article')
})
