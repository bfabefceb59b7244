import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs, untranslatedIds } from '@/lib/content-locale.server'
import type { Where } from 'payload'
import { findPage } from '@/lib/find-page'
import { parseSlug } from '@/lib/ids'
import { payloadClient } from '@/lib/payload.server'
import type { Article } from '@/payload-types'

export type ArticleKind = 'news' | 'blog'

const published: Where = { _status: { equals: 'published' } }

/** A published article by its slug (of `kind` when given), or null. */
export async function findArticle(
  kind: ArticleKind | null,
  slug: string,
  locale?: Locale,
): Promise<Article | null> {
  if (!parseSlug(slug)) return null // a NUL byte or such would fail in PostgreSQL with a 500
  const payload = await payloadClient()
  const where: Where[] = [published, { slug: { equals: slug } }]
  if (kind) where.push({ kind: { equals: kind } })
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: where },
    limit: 1,
    // One article by its slug: no count query (Payload counts the matches for a paginated find).
    pagination: false,
    depth: 1,
    ...localeArgs(locale),
  })
  return docs[0] ?? null
}

/** The texts that make an article 'translated' (decision 0043). */
const ARTICLE_TEXTS = ['title', 'excerpt', 'body'] as const

/** Which of the articles shown in `locale` are still English only (none on English pages). */
export async function untranslatedArticles(articles: readonly Article[], locale?: Locale) {
  return untranslatedIds(await payloadClient(), 'articles', articles, ['title', 'excerpt'], locale)
}

/** Whether an article shown in `locale` is still English only (false on English pages). */
export async function articleUntranslated(article: Article, locale?: Locale): Promise<boolean> {
  const ids = await untranslatedIds(
    await payloadClient(),
    'articles',
    [article],
    ARTICLE_TEXTS,
    locale,
  )
  return ids.has(article.id)
}

export interface ArticlePage {
  docs: Article[]
  page: number
  totalPages: number
}

/**
 * What a list shows of an article: everything but the body and the sharing texts, which only an
 * article's own page and API read. Each row's body was read, converted from its stored form and
 * walked by the rich-text field's hooks, then thrown away: about a fifth of the news list's
 * uncached render (decision 0061).
 */
const LIST_SELECT = { body: false, meta: false } as const

/** One page of published articles, newest first, filtered by kind and/or category slug (no body). */
export async function pagedArticles(opts: {
  kind?: ArticleKind
  category?: string
  page: number
  limit: number
  locale?: Locale
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
    select: LIST_SELECT,
    ...localeArgs(opts.locale),
  })
  return { docs: result.docs, page: opts.page, totalPages: result.totalPages }
}

/** A link to an article: its title and slug. */
export type ArticleLink = Pick<Article, 'id' | 'title' | 'slug'>

/**
 * The newest published articles of `kind` as links (the article pages' sidebar): only the title
 * and slug are read, nothing populated, nothing counted.
 */
export async function articleLinks(
  kind: ArticleKind,
  limit: number,
  locale?: Locale,
): Promise<ArticleLink[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [published, { kind: { equals: kind } }] },
    sort: '-date',
    limit,
    pagination: false,
    depth: 0,
    select: { title: true, slug: true },
    ...localeArgs(locale),
  })
  return docs
}

/** The newest published articles of `kind`. */
export async function latestArticles(
  kind: ArticleKind,
  limit: number,
  locale?: Locale,
): Promise<Article[]> {
  return (await pagedArticles({ kind, page: 1, limit, locale })).docs
}

export async function findCategory(slug: string, locale?: Locale) {
  if (!parseSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    ...localeArgs(locale),
  })
  return docs[0] ?? null
}

/** Categories with the number of published articles in each. */
export async function categoriesWithCounts(locale?: Locale) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    sort: 'name',
    limit: 0,
    pagination: false,
    depth: 0,
    ...localeArgs(locale),
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
