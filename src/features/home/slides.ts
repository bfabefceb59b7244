import type { CardProps } from '@/components/content/Card'
import type { Locale } from '@/i18n/locales'

/**
 * The home's three sliders (decision 0071). Their cards are not in the page's first document:
 * each card was written twice there, as HTML and again in React's data, about 35 KB of the
 * home's 90 (105 in Arabic). The page says how many there are; the cards come in one cached
 * answer when the first slider nears the screen.
 */
export const SLIDE_KINDS = ['news', 'activities', 'volunteers'] as const
export type SlideKind = (typeof SLIDE_KINDS)[number]

/** A card as the slider draws it: every text already formatted in the page's language. */
export type SlideCard = CardProps & { key: number }

export type HomeSlides = Record<SlideKind, SlideCard[]>

/** Where a page in `locale` finds its sliders' cards (a prerendered answer per language). */
export const homeSlidesUrl = (locale: Locale) => `/api/home/slides/${locale}`
