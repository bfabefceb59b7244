import 'server-only'
import { createTranslator } from 'next-intl'
import { cache } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { compiledMessagesFor, type Messages } from './messages'

/** The catalogue's top-level groups ('nav', 'footer', …). */
export type Namespace = keyof Messages

/** A translator of one group of the catalogue, for server components (next-intl's createTranslator). */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({
    locale,
    messages: compiledMessagesFor(locale),
    namespace,
    timeZone: 'UTC',
  })
}

/**
 * The language of the page being rendered. An /ar page sets it before rendering the shared
 * page component (React's per-request cache, as next-intl's setRequestLocale does), so the
 * server components below it read it without a prop through every layer; the layouts know
 * their language and pass it on themselves.
 */
const current = cache(() => ({ locale: DEFAULT_LOCALE as Locale }))

export function setPageLocale(locale: Locale): void {
  current().locale = locale
}

export function pageLocale(): Locale {
  return current().locale
}
