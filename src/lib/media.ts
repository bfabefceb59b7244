import type { Media } from '@/payload-types'

/** URL of an uploaded image (optionally one of its generated sizes), or null. */
export function mediaUrl(
  media: number | Media | null | undefined,
  size?: 'thumb' | 'card' | 'wide',
): string | null {
  if (!media || typeof media === 'number') return null
  return (size && media.sizes?.[size]?.url) || media.url || null
}

/** A positive integer id from a route parameter, or null. */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}
