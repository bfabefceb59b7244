import type { Locale } from './locales'

const ARABIC_LETTER = /[\u0600-\u06ff]/

/**
 * True for a text shown on an Arabic page that has no Arabic letter: content whose Arabic is
 * not written yet (a title, a bio, a name stored in Latin letters). It is then marked English
 * (`lang="en"`, isolated) so it reads left to right and is pronounced as English (issue 42
 * part 5).
 */
export function englishOnArabicPage(locale: Locale | string, text: string): boolean {
  return locale === 'ar' && text.trim() !== '' && !ARABIC_LETTER.test(text)
}
