import type { Metadata } from 'next'
import { routeInfo, SITE_NAME, type SitePath } from './routes'

export interface MetaInput {
  title: string
  /** Use the title as it is, without the site name the layout appends. */
  absoluteTitle?: boolean
  description: string
  /** Path of this page, for the canonical link. */
  path: string
  image?: string | null
  type?: 'website' | 'article'
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
