import 'server-only'
import type { Where } from 'payload'
import { findPage } from '@/lib/find-page'
import { parseSlug } from '@/lib/ids'
import { payloadClient } from '@/lib/payload.server'
import type { Article } from '@/payload-types'

export type ArticleKind = 'news' | 'blog'

const published: Where = { _status: { equals: 'published' } }

/** A published article by its slug (of `kind` when given), or null. */
export async function findArticle(kind: ArticleKind | null, slug: string): Promise<Article | null> {
  if (!parseSlug(slug)) return null // a NUL byte or such would fail in PostgreSQL with a 500
  const payload = await payloadClient()
  const where: Where[] = [published, { slug: { equals: slug } }]
  if (kind) where.push({ kind: { equals: kind } })
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: where },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

export interface ArticlePage {
  docs: Article[]
  page: number
  totalPages: number
}

/** One page of published articles, newest first, filtered by kind and/or category slug. */
export async function pagedArticles(opts: {
  kind?: ArticleKind
  category?: string
  page: number
  limit: number
}): Promise<ArticlePage> {
  const payload = await payloadClient()
  const where: Where[] = [published]
  if (opts.kind) where.push({ kind: { equals: opts.kind } })
  if (opts.category) where.push({ 'category.slug': { equals: opts.category } })
  const result = await findPage<Article>(payload, {
    collection: 'articles',
    where: { and: where },
    sort: '-date',
    page: opts.page,
    limit: opts.limit,
    depth: 1,
  })
  return { docs: result.docs, page: opts.page, totalPages: result.totalPages }
}

/** The newest published articles of `kind`. */
export async function latestArticles(kind: ArticleKind, limit: number): Promise<Article[]> {
  return (await pagedArticles({ kind, page: 1, limit })).docs
}

export async function findCategory(slug: string) {
  if (!parseSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/** Categories with the number of published articles in each. */
export async function categoriesWithCounts() {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    sort: 'name',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return Promise.all(
    docs.map(async (c) => ({
      ...c,
      count: (
        await payload.count({
          collection: 'articles',
          where: { and: [published, { category: { equals: c.id } }] },
        })
      ).totalDocs,
    })),
  )
}
