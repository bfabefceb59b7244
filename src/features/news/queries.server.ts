import 'server-only'
import { payloadClient } from '@/lib/payload.server'

export type ArticleKind = 'news' | 'blog'

/** A published article of `kind` by its slug, or null. */
export async function findArticle(kind: ArticleKind, slug: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: {
      and: [
        { slug: { equals: slug } },
        { kind: { equals: kind } },
        { _status: { equals: 'published' } },
      ],
    },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

/** The newest published articles of `kind`. */
export async function latestArticles(kind: ArticleKind, limit: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ kind: { equals: kind } }, { _status: { equals: 'published' } }] },
    sort: '-date',
    limit,
    depth: 1,
  })
  return docs
}
