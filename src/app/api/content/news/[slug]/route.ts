import { findArticle } from '@/features/news/queries.server'
import { contentNewsArticle } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

type Ctx = { params: Promise<{ slug: string }> }

/** GET news/{slug}: one news article. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const slug = (await params).slug
  const lang = contentLang(req)
  const article = await cachedJson(['api', 'news-article', slug, lang], async () => {
    const found = await findArticle('news', slug, lang)
    return found ? contentNewsArticle(found) : null
  })
  return article ? ok(article, { headers: LANG_CACHE }) : notFound('The article')
})
