import type { Metadata } from 'next'
import { routeInfo, SITE_NAME, type SitePath } from './routes'

export interface MetaInput {
  title: string
  /** Use the title as it is, without the site name the layout appends (the home page only). */
  absoluteTitle?: boolean
  description: string
  /** Path of this page, for the canonical link. */
  path: string
  image?: string | null
  type?: 'website' | 'article'
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
}: MetaInput): Metadata {
  if (!absoluteTitle) title = pageTitle(title)
  const images = image
    ? [{ url: image }]
    : [{ url: '/images/hero-1.webp', width: 1600, height: 900 }]
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  }
}

/** Metadata of a fixed route of the route table. */
export function routeMetadata(path: SitePath): Metadata {
  const r = routeInfo(path)
  // The home page carries the site's name alone; the layout's template adds it elsewhere.
  return path === '/'
    ? buildMetadata({ title: SITE_NAME, absoluteTitle: true, description: r.description, path })
    : buildMetadata({ title: r.title, description: r.description, path })
}
