import type { SeedImage } from './types'

/** A 1200x800 illustration; the title is drawn on it. */
export function landscape(key: string, title: string, hue: number): SeedImage {
  return { key, title, hue, kind: 'landscape' }
}

/** A 600x600 avatar; the initials of the title are drawn on it. */
export function portrait(key: string, title: string, hue: number): SeedImage {
  return { key, title, hue, kind: 'portrait' }
}
