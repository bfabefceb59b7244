/** Home page constants (spec 000 §9). */
export const HERO_ROTATION_MS = 5000
export const HERO_IMAGES = ['/images/hero-1.webp', '/images/hero-2.webp'] as const
export const TESTIMONIAL_AUTOPLAY_MS = 3000
export const TESTIMONIAL_SPEED_MS = 400
export const HOME_COUNTER = 673
export const SLIDER_ITEMS = 8
