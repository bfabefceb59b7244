import { describe, expect, it } from 'vitest'
import { countOf, DASHBOARD_TEXTS, dashboardTexts, langOf } from './texts'

/** Every leaf of a texts object by its path; functions are called with a sample word. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return [[path, String(value('X'))]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  )
}

const ARABIC = /[\u0600-\u06FF]/

describe('the home’s texts', () => {
  const en = new Map(leaves(DASHBOARD_TEXTS.en))
  const ar = new Map(leaves(DASHBOARD_TEXTS.ar))

  it('has an Arabic text, in Arabic letters, for every English one', () => {
    const enKeys = [...en.keys()].filter((k) => !k.startsWith('nouns.'))
    expect(enKeys.length).toBeGreaterThan(60)
    for (const key of enKeys) {
      expect(ar.get(key), key).toBeDefined()
      expect(ar.get(key), key).toMatch(ARABIC)
    }
  })

  it('has the Arabic forms of every counted noun', () => {
    for (const noun of Object.keys(DASHBOARD_TEXTS.en.nouns))
      for (const form of ['one', 'two', 'few', 'many', 'other'])
        expect(ar.get(`nouns.${noun}.${form}`), `${noun}.${form}`).toMatch(ARABIC)
  })

  it('counts in English as before', () => {
    expect(countOf(1, 'gift', 'en')).toBe('1 gift')
    expect(countOf(0, 'gift', 'en')).toBe('0 gifts')
    expect(countOf(1200, 'mailKept', 'en')).toBe('1,200 mails kept')
  })

  it('counts in Arabic with the number’s agreement, Western digits', () => {
    expect(countOf(0, 'gift', 'ar')).toBe('0 تبرعات')
    expect(countOf(1, 'gift', 'ar')).toBe('تبرع واحد')
    expect(countOf(2, 'gift', 'ar')).toBe('تبرعان')
    expect(countOf(3, 'gift', 'ar')).toBe('3 تبرعات')
    expect(countOf(10, 'message', 'ar')).toBe('10 رسائل')
    expect(countOf(11, 'gift', 'ar')).toBe('11 تبرعًا')
    expect(countOf(100, 'request', 'ar')).toBe('100 طلب')
    expect(countOf(1200, 'request', 'ar')).toBe('1,200 طلب')
  })

  it('reads Arabic only for the Arabic admin, English otherwise', () => {
    expect(langOf('ar')).toBe('ar')
    expect(langOf('en')).toBe('en')
    expect(langOf(undefined)).toBe('en')
    expect(dashboardTexts('ar').gifts).toBe('التبرعات')
    expect(dashboardTexts('fr').gifts).toBe('Gifts')
  })
})
