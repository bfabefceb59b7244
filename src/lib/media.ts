import type { Media } from '@/payload-types'
import { absoluteUrl, sitePath } from './site-path'

// Browser code reaches this file (boards, activities and purposes shapes), so it must stay pure:
// importing ./env here once put the whole server env schema and zod (~32 KB gzip) into /boards.

export { sitePath }

/** URL of an uploaded image (optionally one of its generated sizes), or null. */
export function mediaUrl(
  media: number | Media | null | undefined,
  size?: 'thumb' | 'card' | 'wide',
): string | null {
  if (!media || typeof media === 'number') return null
  return sitePath((size && media.sizes?.[size]?.url) || media.url || null)
}

/** An uploaded image as an absolute URL on `origin` (optionally one of its sizes), or null. */
export function imageUrl(
  media: number | Media | null | undefined,
  origin: string,
  size?: 'thumb' | 'card' | 'wide',
): string | null {
  return absoluteUrl(mediaUrl(media, size), origin)
}
