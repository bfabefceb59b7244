import 'server-only'
import type { Metadata } from 'next'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import { mediaUrl } from '@/lib/media'
import { buildMetadata } from '@/lib/metadata'
import type { Article } from '@/payload-types'
import { findArticle } from './queries.server'

/**
 * The two article routes, /newEgyptNews/{slug} and /blog-detail/{slug}, show
 * any published article, news or blog: both read it as the news service's
 * `blogs/{slug}` does (spec 000 and 001 §7), so every link the lists hand out
 * leads to a page (the 'general-news' category holds blog articles too), and
 * the volunteer-day article shows its 'Volunteer with us' button on both
 * (issue 16, items 2 and 3). The canonical link names the article's own route.
 */
export const loadArticle = (slug: string) => loadIn(slug, pageLocale())
// Keyed by language too: an /ar page's metadata and body must not share an English read.
const loadIn = cache((slug: string, locale: Locale) => findArticle(null, slug, locale))

/** The article's own address: news under /newEgyptNews, blog posts under /blog-detail. */
export function articlePath(a: Pick<Article, 'kind' | 'slug'>): string {
  return a.kind === 'news' ? `/newEgyptNews/${a.slug}` : `/blog-detail/${a.slug}`
}

export function articleMetadata(a: Article): Metadata {
  return buildMetadata({
    title: a.meta?.title || a.title,
    description: a.meta?.description || a.excerpt || '',
    path: articlePath(a),
    image: mediaUrl(a.meta?.image) ?? mediaUrl(a.images?.[0]) ?? mediaUrl(a.thumbnail),
    type: 'article',
  })
}
