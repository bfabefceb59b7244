/**
 * Text of place names as people type them and as the reference data spells them.
 *
 * `fold` is for comparing: Latin diacritics and Arabic short vowels and tatweel go, the hamza
 * forms of alef (أ إ آ ٱ) become ا, ى becomes ي and ة becomes ه (Egyptians write them either
 * way), Arabic-Indic digits become ASCII, case and punctuation do not count.
 * `plainName` is for showing: the country-state-city data writes Egyptian places in a scholarly
 * transliteration ("Ḩalwān", "Al ‘Alamayn") that no Egyptian writes; without its marks they read
 * as the usual English spelling does.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The name without transliteration marks: "Ḩalwān" → "Halwan", "Al ‘Alamayn" → "Al Alamayn". */
export function plainName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02BB\u02BC\u02BF\u02BE]/g, '')
    .normalize('NFC')
}

/** True when the text has Arabic letters: the suggestion then speaks Arabic. */
export const isArabic = (text: string) => /\p{Script=Arabic}/u.test(text)
