/**
 * The site's two languages (decision 0038). English pages keep the spec's paths;
 * the Arabic ones live under /ar, except the spec's own Arabic case screens, which keep their
 * paths and pair with their English twins.
 */
export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie that remembers the visitor's last choice of language (read by nothing that redirects). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar'

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr')

/** Screens that are Arabic at their spec path, each with its English twin (spec 001 section 2). */
const SPEC_ARABIC_PAIRS: readonly (readonly [ar: string, en: string])[] = [
  ['/caseSearchForm', '/caseSearchFormEn'],
  ['/caseFormParts', '/caseFormPartsEn'],
  ['/caseFormPart', '/caseFormPartsEn'],
  ['/caseForm', '/caseFormPartsEn'],
  ['/caseStatus', '/caseStatusEn'],
]

function pathOnly(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '')
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`
}

/** The language a path is shown in. */
export function localeOfPath(pathname: string): Locale {
  const path = pathOnly(pathname)
  if (path === '/ar' || path.startsWith('/ar/')) return 'ar'
  return SPEC_ARABIC_PAIRS.some(([ar]) => ar === path) ? 'ar' : 'en'
}

/** The path of an English page in `locale` ('/boards' → '/ar/boards', '/' → '/ar'). */
export function localisedPath(path: string, locale: Locale): string {
  const clean = pathOnly(path)
  if (locale === 'en') return clean
  const pair = SPEC_ARABIC_PAIRS.find(([, en]) => en === clean)
  if (pair) return pair[0]
  return clean === '/' ? '/ar' : `/ar${clean}`
}

/** The English path of any page ('/ar/boards' → '/boards', '/caseSearchForm' → '/caseSearchFormEn'). */
export function englishPath(pathname: string): string {
  const path = pathOnly(pathname)
  if (path === '/ar') return '/'
  if (path.startsWith('/ar/')) return path.slice(3)
  return SPEC_ARABIC_PAIRS.find(([ar]) => ar === path)?.[1] ?? path
}

/**
 * The case landings carry their own language button (spec 001 section 2: 'English button to
 * /caseSearchFormEn', 'Arabic switch button'); the nav adds none there, so each has one.
 */
export function hasOwnLanguageButton(pathname: string): boolean {
  const path = pathOnly(pathname)
  return path === '/caseSearchForm' || path === '/caseSearchFormEn'
}

/** The same page in the other language: what the nav's language switch links to. */
export function otherLanguagePath(pathname: string): { locale: Locale; href: string } {
  const to: Locale = localeOfPath(pathname) === 'ar' ? 'en' : 'ar'
  return { locale: to, href: localisedPath(englishPath(pathname), to) }
}
