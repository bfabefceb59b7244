import { describe, expect, it } from 'vitest'
import { englishOnArabicPage } from './script'

describe('englishOnArabicPage', () => {
  it('marks a text without an Arabic letter on an Arabic page only', () => {
    expect(englishOnArabicPage('ar', 'A day on a medical convoy')).toBe(true)
    expect(englishOnArabicPage('ar', 'يوم في قافلة طبية 2025')).toBe(false)
    expect(englishOnArabicPage('ar', 'نادي New York')).toBe(false)
    expect(englishOnArabicPage('en', 'A day on a medical convoy')).toBe(false)
    expect(englishOnArabicPage('ar', '  ')).toBe(false)
  })
})
