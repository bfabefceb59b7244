import 'server-only'
import { siteUrl } from '@/lib/env'
import { mediaUrl } from '@/lib/media'
import { absoluteUrl } from '@/lib/site-path'
import type { Article, Category } from '@/payload-types'
import { articleHtml } from './html'

/**
 * The JSON shapes of articles: the content API's news rows (spec 000 §3 "News
 * item (content API)") and the news service's items and articles (spec 000 §3
 * "News item (external news API)"). Image URLs are absolute.
 */
// Absolute, for the JSON API (clients on other hosts follow it as it is).
const image = (m: Article['thumbnail'], size?: 'thumb' | 'card' | 'wide') =>
  absoluteUrl(mediaUrl(m, size), siteUrl())
const mainImage = (a: Article) => a.thumbnail ?? a.images?.[0]
const categorySlug = (a: Article) =>
  a.category && typeof a.category === 'object' ? (a.category as Category).slug : null

/** A row of the content API's `news` list: image, slug, title, excerpt. */
export function contentNewsItem(a: Article) {
  return {
    image: image(mainImage(a), 'card'),
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt ?? '',
  }
}

/** The content API's `news/{slug}` article. */
export function contentNewsArticle(a: Article) {
  return {
    ...contentNewsItem(a),
    id: a.id,
    sub_title: a.subTitle ?? null,
    date: a.date,
    category: categorySlug(a),
    article: articleHtml(a.body),
    images: (a.images ?? []).map((m) => ({ url: image(m) })).filter((m) => m.url),
    meta_title: a.meta?.title || a.title,
    meta_description: a.meta?.description || a.excerpt || '',
    meta_image: image(a.meta?.image ?? mainImage(a)),
  }
}

/** An item of the news service's lists. */
export function serviceItem(a: Article) {
  return {
    thumbnail: image(mainImage(a), 'card'),
    date: a.date,
    blog_slug: a.slug,
    blog_title: a.title,
    blog_sub_title: a.subTitle ?? null,
    excerpt: a.excerpt ?? '',
    category: categorySlug(a),
  }
}

/** The news service's `blogs/{slug}` article. */
export function serviceArticle(a: Article) {
  return {
    ...serviceItem(a),
    article: articleHtml(a.body),
    images: (a.images ?? []).map((m) => image(m)).filter((u): u is string => Boolean(u)),
    meta_title: a.meta?.title || a.title,
    meta_description: a.meta?.description || a.excerpt || '',
    meta_image: image(a.meta?.image ?? mainImage(a)),
  }
}
