import type { Media } from '@/payload-types'
import { sitePath } from './site-path'

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
