import ar from './messages/ar.json'
import en from './messages/en.json'
import type { Locale } from './locales'

/** One catalogue per language (decision 0038); English is the shape both must have. */
export type Messages = typeof en

const CATALOGUES: Record<Locale, Messages> = { en, ar }

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale]
}

/**
 * The namespaces client components read (useTranslations). Only these go to the browser: the
 * provider's catalogue is serialised into every page's RSC data, and the server-only ones (page
 * titles, the footer, voting, purposes…) added about 2.7 KB to each page for nothing (issue 24).
 * client-messages.test.ts fails when a client component reads a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'account',
  'activities',
  'boards',
  'cancelPlan',
  'contact',
  'donation',
  'home',
  'language',
  'legalActions',
  'nav',
  'news',
  'newsletter',
  'newsletterForm',
  'newsletterPages',
  'pager',
  'shell',
  'volunteer',
] as const satisfies readonly (keyof Messages)[]

/**
 * Namespaces client components of one page read: that page wraps them in PageMessages, so the
 * other pages' data does not carry them (the voting wizard's 60 texts on every page, issue 24).
 */
export const PAGE_NAMESPACES = ['voteWizard'] as const satisfies readonly (keyof Messages)[]
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]

export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> &
  Partial<Pick<Messages, PageNamespace>>

export function clientMessagesFor(
  locale: Locale,
  pageNamespaces: readonly PageNamespace[] = [],
): ClientMessages {
  const all = CATALOGUES[locale]
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...pageNamespaces].map((n) => [n, all[n]]),
  ) as ClientMessages
}
