import type { Media } from '@/payload-types'
import { siteUrl } from './env'

/** URL of an uploaded image (optionally one of its generated sizes), or null. */
export function mediaUrl(
  media: number | Media | null | undefined,
  size?: 'thumb' | 'card' | 'wide',
): string | null {
  if (!media || typeof media === 'number') return null
  return sitePath((size && media.sizes?.[size]?.url) || media.url || null)
}

/**
 * Payload gives upload URLs with the site's origin; pages use the path alone,
 * so images work behind any host name and go through Next's image optimiser.
 */
export function sitePath(url: string | null): string | null {
  if (!url) return null
  const match = /^https?:\/\/[^/]+(\/api\/media\/.*)$/.exec(url)
  return match ? match[1]! : url
}

/** An absolute URL for the JSON API (clients on other hosts follow it as it is). */
export function absoluteUrl(path: string | null): string | null {
  if (!path) return null
  return /^https?:\/\//.test(path) ? path : `${siteUrl()}${path}`
}
