import type { Locale } from '@/i18n/locales'
import { PUBLIC_CACHE } from './http'

/**
 * The language a content endpoint answers in (issue 17, item 4; decision 0043): the `lang`
 * header's `ar` gives Arabic content (English where a text has no Arabic yet); `en`, anything
 * else or no header gives English, the spec's answers unchanged.
 */
export function contentLang(req: Request): Locale {
  return req.headers.get('lang')?.trim().toLowerCase() === 'ar' ? 'ar' : 'en'
}

/** The headers of a public content answer: cached as before, and per value of `lang`. */
export const LANG_CACHE = { ...PUBLIC_CACHE, Vary: 'lang' }
