import type { CardProps } from '@/components/content/Card'

/**
 * The home's three sliders (decision 0071). Their cards are not in the page's first document:
 * each card was written twice there, as HTML and again in React's data, about 35 KB of the
 * home's 90 (105 in Arabic). The page says how many there are; the cards come in one cached
 * answer when the first slider nears the screen.
 */
export type SlideKind = 'news' | 'activities' | 'volunteers'

/** A card as the slider draws it: every text already formatted in the page's language. */
export type SlideCard = CardProps & { key: number }

export type HomeSlides = Record<SlideKind, SlideCard[]>

// Types only: nothing here is code the browser loads (the home's first load is counted to the
// byte, issue 24). The answer is at /api/home/slides/{locale} (src/app/api/home/slides).
