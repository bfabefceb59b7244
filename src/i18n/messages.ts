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
 * IntlMessageFormat left every page's first load (decision 0056). Typed as the
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
 * The namespaces the shell's client parts read on every page (header, language switch, footer
 * newsletter, staff sign-in panel, fixed buttons, modals). Only these go to every page: the
 * provider's catalogue is serialised into each page's RSC data, and sending every namespace any
 * client component reads cost the home page 17 KB of HTML (24 KB on /ar; issue 24, decision 0063).
 * client-messages.test.ts fails when a client component reads a namespace its page does not send.
 */
export const SHELL_NAMESPACES = [
  'account',
  'activities',
  'language',
  'nav',
  'news',
  'newsletter',
  'newsletterForm',
  'pager',
  'shell',
] as const satisfies readonly (keyof Messages)[]

/**
 * Of a namespace the shell does not send, the keys it still needs on every page: the donation
 * form's loading line (LazyDonationForm, in the shell's modal; the form's own texts come with its
 * code, LAZY_NAMESPACES) and the render-error boundary's texts.
 */
export const SHELL_KEYS = {
  donation: ['loadingForm', 'loadFailed', 'loadRetry'],
  // The render-error boundary (src/components/page/RenderError): a failing page has no way
  // to fetch its texts, so they come with every page (about 200 bytes).
  errorPage: ['title', 'renderText', 'retry'],
  // With how long to wait after a refused burst: the footer's newsletter form; what the mark
  // of a required field means (the form kit's RequiredNote, in every public form).
  common: ['backToHome', 'wait', 'waitFew', 'requiredNote'],
} as const satisfies {
  [N in keyof Messages]?: readonly (keyof Messages[N])[]
}

/**
 * Namespaces client components of some pages read: those pages wrap them in PageMessages, so the
 * other pages' data does not carry them (the voting wizard's 60 texts on every page, issue 24).
 */
export const PAGE_NAMESPACES = [
  'boards',
  'cancelPlan',
  'contact',
  'donation',
  'legalActions',
  'newsletterPages',
  'planAuthenticate',
  'volunteer',
  'voteWizard',
] as const satisfies readonly (keyof Messages)[]
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]

/**
 * Namespaces a lazily loaded component fetches beside its code (/api/messages/{namespace}/{locale},
 * prerendered): the donation form, in every page's modal, loads after the first paint.
 */
export const LAZY_NAMESPACES = ['donation'] as const satisfies readonly PageNamespace[]
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number]

type ShellMessages = Pick<Messages, (typeof SHELL_NAMESPACES)[number]>
export type ClientMessages = ShellMessages &
  Partial<Omit<Messages, keyof ShellMessages | PageNamespace>> &
  Partial<Pick<Messages, PageNamespace>>

const SHELL_CATALOGUES = new Map<Locale, ClientMessages>()

/**
 * The shell's catalogue (SiteShell's provider, every page): SHELL_NAMESPACES and SHELL_KEYS,
 * compiled; picked once per language, not on every render.
 */
export function clientMessagesFor(locale: Locale): ClientMessages {
  let shell = SHELL_CATALOGUES.get(locale)
  if (!shell) {
    shell = pickShellMessages(locale)
    SHELL_CATALOGUES.set(locale, shell)
  }
  return shell
}

function pickShellMessages(locale: Locale): ClientMessages {
  const all = compiledMessagesFor(locale) as unknown as Record<string, Record<string, unknown>>
  const keys = Object.entries(SHELL_KEYS as Record<string, readonly string[]>).map(
    ([namespace, names]) => [
      namespace,
      Object.fromEntries(names.map((name) => [name, all[namespace]![name]])),
    ],
  )
  return Object.fromEntries([
    ...SHELL_NAMESPACES.map((n) => [n, all[n]]),
    ...keys,
  ]) as ClientMessages
}

/** The namespaces a page adds to the shell's (PageMessages), compiled. */
export function pageMessagesFor(
  locale: Locale,
  namespaces: readonly PageNamespace[],
): Partial<Pick<Messages, PageNamespace>> {
  const all = compiledMessagesFor(locale)
  return Object.fromEntries(namespaces.map((n) => [n, all[n]]))
}
