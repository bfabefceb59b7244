import { findArticle } from '@/features/news/queries.server'
import { serviceArticle } from '@/features/news/serialize.server'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

type Ctx = { params: Promise<{ slug: string }> }

/** GET blogs/{slug}: data with the article fields (news and blog articles alike). */
export const GET = handler<Ctx>(async (req, { params }) => {
  const slug = (await params).slug
  const lang = contentLang(req)
  const article = await cachedJson(['api', 'blog-article', slug, lang], async () => {
    const found = await findArticle(null, slug, lang)
    return found ? serviceArticle(found) : null
  })
  return article ? ok(article, { headers: LANG_CACHE }) : notFound('The article')
})
