import 'server-only'
import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'
import { englishPath, localisedPath, type Locale } from '@/i18n/locales'
import { ARABIC_ROUTES, type ArabicSitePath } from '@/i18n/routes-ar'
import { siteUrl } from '@/lib/env'
import { routeInfo, siteRoutes, type SitePath } from '@/lib/routes'
import { feedPath } from './feeds'
import { rssXml } from './rss'

/**
 * What search engines are told about (issue 17 item 7, decision 0044): /sitemap.xml lists every
 * indexable page in both languages with its hreflang twins, and each language has an RSS feed
 * of the news. Both read the published records directly (the pages' own queries belong to
 * their features) and are cached like the pages.
 */

/** Pages that are not for search engines: personal links, staff screens, steps of a form. */
const NOT_INDEXED = new Set<string>([
  '/voteForm',
  '/donor',
  '/login',
  '/signup',
  '/reset-password',
  '/lock-screen',
  '/error',
  '/caseForm',
  '/caseFormPart',
  '/caseFormParts',
  '/caseFormPartsEn',
  '/caseStatus',
  '/caseStatusEn',
])

/** How many news items a feed carries (the newest first). */
export const FEED_SIZE = 50

/** Published news articles, or articles of both kinds for the sitemap. */
const PUBLISHED = { _status: { equals: 'published' } } as const

/**
 * The content's own language for Payload's localisation (issue 17 item 3, another branch):
 * typed loosely so this builds before and after it lands; Payload ignores it without it.
 */
const inLocale = (locale: Locale) => ({ locale }) as unknown as { locale?: never }

export interface IndexedPage {
  /** The English path; the Arabic twin is localisedPath(path, 'ar'). */
  path: string
  updated?: string
}

/** Every page of the sitemap by its English path, with the last change of its record. */
export async function indexedPages(payload: Payload): Promise<IndexedPage[]> {
  const fixed = [
    ...new Set(
      (siteRoutes as readonly { path: string }[])
        .map((r) => r.path)
        .filter((p) => !p.includes('[') && !NOT_INDEXED.has(p))
        .map((p) => englishPath(p)),
    ),
  ].map((path) => ({ path }))
  const [articles, activities, purposes] = await Promise.all([
    payload.find({
      collection: 'articles',
      where: PUBLISHED,
      select: { slug: true, kind: true, updatedAt: true },
      pagination: false,
      sort: '-date',
      depth: 0,
    }),
    payload.find({
      collection: 'activities',
      select: { slug: true, updatedAt: true },
      pagination: false,
      sort: 'id',
      depth: 0,
    }),
    payload.find({
      collection: 'purposes',
      where: { kinds: { contains: 'donation' } },
      select: { updatedAt: true },
      pagination: false,
      sort: 'id',
      depth: 0,
    }),
  ])
  return [
    ...fixed,
    ...articles.docs.map((a) => ({
      path: a.kind === 'news' ? `/newEgyptNews/${a.slug}` : `/blog-detail/${a.slug}`,
      updated: a.updatedAt,
    })),
    ...activities.docs.map((a) => ({ path: `/activities/${a.slug}`, updated: a.updatedAt })),
    ...purposes.docs.map((p) => ({ path: `/donationServices/${p.id}`, updated: p.updatedAt })),
  ]
}

/** The sitemap: each page in English and in Arabic, each naming both (and x-default, English). */
export async function sitemap(payload: Payload): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const url = (path: string) => `${base}${path === '/' ? '' : path}`
  return (await indexedPages(payload)).flatMap(({ path, updated }) => {
    const ar = localisedPath(path, 'ar')
    const alternates = { languages: { en: url(path), ar: url(ar), 'x-default': url(path) } }
    const lastModified = updated ? new Date(updated) : undefined
    return [
      { url: url(path), lastModified, alternates },
      { url: url(ar), lastModified, alternates },
    ]
  })
}

/** The RSS feed of the news in `locale`, answered with the pages' cache headers. */
export async function newsFeed(payload: Payload, locale: Locale): Promise<Response> {
  const base = siteUrl()
  const news = await payload.find({
    collection: 'articles',
    where: { and: [PUBLISHED, { kind: { equals: 'news' } }] },
    select: { slug: true, title: true, excerpt: true, date: true, updatedAt: true },
    sort: '-date',
    limit: FEED_SIZE,
    depth: 0,
    ...inLocale(locale),
  })
  const page =
    locale === 'ar'
      ? ARABIC_ROUTES['/newEgyptNews' as ArabicSitePath]
      : routeInfo('/newEgyptNews' as SitePath)
  const siteName = locale === 'ar' ? 'مؤسسة مصر الجديدة' : 'New Egypt Foundation'
  const updated = news.docs.map((a) => Date.parse(a.updatedAt)).sort((a, b) => b - a)[0]
  const body = rssXml({
    title: `${page.title} | ${siteName}`,
    url: `${base}${localisedPath('/newEgyptNews', locale)}`,
    self: `${base}${feedPath(locale)}`,
    description: page.description,
    language: locale,
    updated: updated ? new Date(updated) : undefined,
    items: news.docs.map((a) => ({
      title: a.title,
      url: `${base}${localisedPath(`/newEgyptNews/${a.slug}`, locale)}`,
      description: a.excerpt ?? '',
      published: new Date(a.date),
    })),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=300',
    },
  })
}
