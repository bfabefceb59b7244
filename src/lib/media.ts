import type { Media } from '@/payload-types'
import { siteUrl } from './env'
import { absoluteUrl, sitePath } from './site-path'

export { sitePath }

/** URL of an uploaded image (optionally one of its generated sizes), or null. */
export function mediaUrl(
  media: number | Media | null | undefined,
  size?: 'thumb' | 'card' | 'wide',
): string | null {
  if (!media || typeof media === 'number') return null
  return sitePath((size && media.sizes?.[size]?.url) || media.url || null)
}

/** An absolute URL for the JSON API (clients on other hosts follow it as it is). */
export function siteAbsoluteUrl(path: string | null): string | null {
  return absoluteUrl(path, siteUrl())
}
