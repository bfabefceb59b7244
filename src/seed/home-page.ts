import type { Payload } from 'payload'
import { SEED_OPTS } from './helpers'

/** The demo's hero video, made from the project's own pictures by scripts/make-hero-video.ts. */
export const DEMO_HERO_VIDEO = '/video/our-story.mp4'

/**
 * The home page settings: the demo's video behind the hero's play button, so a
 * fresh start shows it. Only while the settings were never saved:
 * staff who clear the address (to hide the button) or set a YouTube or Vimeo
 * one keep their choice across restarts.
 */
export async function seedHomePage(payload: Payload, log: (msg: string) => void) {
  const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: true, depth: 0 })
  if (home.updatedAt || home.heroVideoUrl) return
  await payload.updateGlobal({
    ...SEED_OPTS,
    slug: 'home-page',
    data: { heroVideoUrl: DEMO_HERO_VIDEO },
  })
  log(`hero video ${DEMO_HERO_VIDEO}`)
}
