import ar from './messages/ar.json'
import en from './messages/en.json'
import type { Locale } from './locales'

/** One catalogue per language (decision 0038); English is the shape both must have. */
export type Messages = typeof en

const CATALOGUES: Record<Locale, Messages> = { en, ar }

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale]
}
