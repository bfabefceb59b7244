import 'server-only'
import compile from 'icu-minify/compile'
import ar from './messages/ar.json'
import en from './messages/en.json'
import type { Locale } from './locales'

/** One catalogue per language (decision 0038); English is the shape both must have. */
export type Messages = typeof en

const CATALOGUES: Record<Locale, Messages> = { en, ar }

/** The catalogue as written: texts to show as they are (a page's description, the legal texts). */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale]
}

/** Every text of a catalogue turned into icu-minify's compiled form, keys and nesting kept. */
function compileTree(tree: unknown): unknown {
  if (typeof tree === 'string') return compile(tree)
  return Object.fromEntries(Object.entries(tree as object).map(([k, v]) => [k, compileTree(v)]))
}

const COMPILED = new Map<Locale, Messages>()

/**
 * The catalogue for next-intl's translators, server and browser alike: each ICU text compiled
 * once per process (a text without arguments stays the same string). Next's build points
 * `use-intl/format-message` at its format-only runtime (next.config.ts), which reads this form
 * and nothing else, so the browser carries no ICU parser: 11.6 KB compressed of
 * IntlMessageFormat left every page's first load (issue 24, decision 0056). Typed as the
 * catalogue: the keys are the same, and translators never hand a compiled leaf out.
 */
export function compiledMessagesFor(locale: Locale): Messages {
  let compiled = COMPILED.get(locale)
  if (!compiled) {
    compiled = compileTree(CATALOGUES[locale]) as Messages
    COMPILED.set(locale, compiled)
  }
  return compiled
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
  const all = compiledMessagesFor(locale)
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...pageNamespaces].map((n) => [n, all[n]]),
  ) as ClientMessages
}
