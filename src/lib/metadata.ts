import type { Metadata } from 'next'
import { englishPath, localeOfPath, localisedPath, type Locale } from '@/i18n/locales'
import { ARABIC_ROUTES, type ArabicSitePath } from '@/i18n/routes-ar'
import { routeInfo, SITE_NAME, type SitePath } from './routes'
import { feedLink } from './seo/feeds'

/** The site's name in Arabic (the Arabic layout's title template and Open Graph site name). */
export const SITE_NAME_AR = 'مؤسسة مصر الجديدة'

export interface MetaInput {
  title: string
  /** Use the title as it is, without the site name the layout appends (the home page only). */
  absoluteTitle?: boolean
  description: string
  /** Path of this page, for the canonical link. */
  path: string
  image?: string | null
  type?: 'website' | 'article'
  /** The page's language; by default the language of `path` (/ar/… and the Arabic case screens). */
  locale?: Locale
}

/**
 * Canonical link and hreflang alternates: each page names itself and its twin in
 * the other language; x-default is the English page (the spec's path). `path` may be either
 * language's path.
 */
export function languageAlternates(path: string, locale: Locale = localeOfPath(path)) {
  const en = englishPath(path)
  const ar = localisedPath(en, 'ar')
  return {
    canonical: locale === 'ar' ? ar : en,
    languages: { en, ar, 'x-default': en },
  }
}

/**
 * A site name at the end of a title written by staff ("… | New Egypt", "… - New Egypt
 * Foundation", "… | New Egypt blog"): dropped, because the layout appends the one site
 * name every page ends with (issue 16: one title pattern everywhere).
 */
const SITE_SUFFIX = /\s*[|–—-]\s*New Egypt(\s+Foundation)?(\s+blog)?\s*$/i

/** A page's own title, without any site name after it. */
export function pageTitle(title: string): string {
  return title.replace(SITE_SUFFIX, '').trim() || title
}

/** Title, description, canonical link, Open Graph and Twitter tags, rendered by the server. */
export function buildMetadata({
  title,
  absoluteTitle,
  description,
  path,
  image,
  type = 'website',
  locale = localeOfPath(path),
}: MetaInput): Metadata {
  if (!absoluteTitle) title = pageTitle(title)
  const images = image
    ? [{ url: image }]
    : [{ url: '/images/hero-1.webp', width: 1600, height: 900 }]
  const alternates = languageAlternates(path, locale)
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    // The news feed of the page's language is linked from every page's head (decision 0044).
    alternates: { ...alternates, types: feedLink(locale) },
    openGraph: {
      title,
      description,
      url: alternates.canonical,
      siteName: locale === 'ar' ? SITE_NAME_AR : SITE_NAME,
      locale: locale === 'ar' ? 'ar_EG' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_EG',
      type,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  }
}

/**
 * A page a link in a mail opens (confirm, unsubscribe): its metadata, kept out of search
 * engines, which have nothing to find there without the link's token.
 */
export function linkPageMetadata(input: MetaInput): Metadata {
  return { ...buildMetadata(input), robots: { index: false, follow: false } }
}

/** The props of such a page: the link's query (its token). */
export interface LinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Metadata of a fixed route of the route table, in English or (under /ar) in Arabic. */
export function routeMetadata(path: SitePath, locale: Locale = 'en'): Metadata {
  if (locale === 'ar' && path in ARABIC_ROUTES) {
    const r = ARABIC_ROUTES[path as ArabicSitePath]
    const title = path === '/' ? r.title : `${r.title} | ${SITE_NAME_AR}`
    return buildMetadata({ title, absoluteTitle: true, description: r.description, path, locale })
  }
  const r = routeInfo(path)
  // The home page carries the site's name alone; the layout's template adds it elsewhere.
  return path === '/'
    ? buildMetadata({ title: SITE_NAME, absoluteTitle: true, description: r.description, path })
    : buildMetadata({ title: r.title, description: r.description, path })
}

/**
 * An English page's metadata for its Arabic twin (pages whose metadata comes from content:
 * articles, purposes, activities): the same title and description (the content's own
 * language), with the Arabic canonical link, alternates and Open Graph locale.
 */
export function toArabicMetadata(meta: Metadata): Metadata {
  const canonical = meta.alternates?.canonical
  if (typeof canonical !== 'string') return meta
  const alternates = languageAlternates(canonical, 'ar')
  const title = typeof meta.title === 'string' ? meta.title : undefined
  return {
    ...meta,
    // The whole title, with the Arabic site name (the Arabic layout's template is English).
    ...(title ? { title: { absolute: `${title} | ${SITE_NAME_AR}` } } : {}),
    alternates: { ...alternates, types: feedLink('ar') },
    openGraph: meta.openGraph && {
      ...meta.openGraph,
      url: alternates.canonical,
      siteName: SITE_NAME_AR,
      locale: 'ar_EG',
      alternateLocale: 'en_US',
    },
  }
}
