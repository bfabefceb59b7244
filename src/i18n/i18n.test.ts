import { describe, expect, it } from 'vitest'
import { donationSchema } from '@/features/donations/schema'
import { formatFullDate } from './format'
import { formatMinorUnits, formatMoney, formatNumber } from './format-number'
import {
  englishPath,
  hasOwnLanguageButton,
  localeOfPath,
  localisedPath,
  otherLanguagePath,
} from './locales'
import { localiseMessage } from './schema-messages'

describe('language paths', () => {
  it('put Arabic pages under /ar and keep the spec paths English', () => {
    expect(localisedPath('/', 'ar')).toBe('/ar')
    expect(localisedPath('/newEgyptNews/a-slug', 'ar')).toBe('/ar/newEgyptNews/a-slug')
    expect(localisedPath('/boards', 'en')).toBe('/boards')
    expect(localeOfPath('/boards')).toBe('en')
    expect(localeOfPath('/ar/boards')).toBe('ar')
    expect(localeOfPath('/arabic-news')).toBe('en')
    expect(englishPath('/ar')).toBe('/')
    expect(englishPath('/ar/joinUs')).toBe('/joinUs')
  })

  it('switch to the same page in the other language', () => {
    expect(otherLanguagePath('/')).toEqual({ locale: 'ar', href: '/ar' })
    expect(otherLanguagePath('/ar')).toEqual({ locale: 'en', href: '/' })
    expect(otherLanguagePath('/donationServices/4')).toEqual({
      locale: 'ar',
      href: '/ar/donationServices/4',
    })
    expect(otherLanguagePath('/ar/newEgyptNews/x/')).toEqual({
      locale: 'en',
      href: '/newEgyptNews/x',
    })
    // The spec's Arabic case screens pair with their English twins.
    expect(otherLanguagePath('/caseSearchForm')).toEqual({
      locale: 'en',
      href: '/caseSearchFormEn',
    })
    expect(otherLanguagePath('/caseFormPartsEn')).toEqual({ locale: 'ar', href: '/caseFormParts' })
    // The landings have their own button; the nav shows no second one there.
    expect(hasOwnLanguageButton('/caseSearchForm')).toBe(true)
    expect(hasOwnLanguageButton('/caseSearchFormEn/')).toBe(true)
    expect(hasOwnLanguageButton('/caseFormParts')).toBe(false)
  })
})

describe('Intl formats (decisions 0039 and 0091: Western digits in Arabic, but for money)', () => {
  const indic = /[\u0660-\u0669]/
  it("formats money in each language: the spec's dollars in English, ar-EG in Arabic", () => {
    expect(formatMoney(35, 'en')).toBe('$35.00')
    // Arabic-Indic digits, Arabic separators, the currency in words: no Latin letter at all.
    expect(formatMoney(10000, 'ar')).toBe('١٠٬٠٠٠٫٠٠ دولار أمريكي')
    // Pounds as Egyptian receipts print them, «ج.م» (decision 0110); English 'EGP 35.00'.
    expect(formatMoney(35, 'ar', 'EGP')).toBe('٣٥٫٠٠\u00a0ج.م')
    expect(formatMoney(1234.5, 'ar', 'EGP')).toBe('١٬٢٣٤٫٥٠\u00a0ج.م')
    expect(formatMinorUnits(50_000_000, 'ar', 'EGP')).toBe('٥٠٠٬٠٠٠٫٠٠\u00a0ج.م')
    expect(formatMoney(1234.5, 'en', 'EGP')).toBe('EGP\u00a01,234.50')
    expect(formatMoney(35, 'ar')).not.toMatch(/[A-Za-z$]/)
    expect(formatMinorUnits(5000, 'ar')).toBe('٥٠٫٠٠ دولار أمريكي')
    expect(formatMinorUnits(5000, 'en')).toBe('$50.00')
  })

  it('formats numbers and dates the ar-EG way with Western digits', () => {
    expect(formatNumber(673, 'ar')).toBe('673')
    const date = formatFullDate('2025-05-16', 'ar')!
    expect(date).toContain('مايو')
    expect(date).toContain('2025')
    expect(date).not.toMatch(indic)
    expect(formatFullDate('2025-05-16', 'en')).toBe('Friday, May 16, 2025')
    expect(formatFullDate('not a date', 'ar')).toBeNull()
  })

  it('keeps a formatter per language and options: one never answers for another', () => {
    // Formatters are reused between calls; each must keep its own language and options.
    expect(formatNumber(1234.5, 'en', { maximumFractionDigits: 0 })).toBe('1,235')
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(1234.5, 'en', { minimumFractionDigits: 2 })).toBe('1,234.50')
    expect(formatFullDate('2025-05-16T23:30:00Z', 'en')).toBe('Friday, May 16, 2025')
    expect(formatFullDate('2025-05-17', 'ar')).toContain('السبت')
    expect(formatFullDate('2025-05-17', 'en')).toBe('Saturday, May 17, 2025')
    expect(formatMoney(35, 'en')).toBe('$35.00')
    expect(formatMoney(35, 'ar')).toBe('٣٥٫٠٠ دولار أمريكي')
    expect(formatMoney(35, 'ar', 'EGP')).toBe('٣٥٫٠٠\u00a0ج.م')
  })
})

describe('schema messages on Arabic pages', () => {
  it('translate every message the donation schema gives for an empty form', () => {
    const result = donationSchema(new Date('2026-01-01')).safeParse({
      first_name: 'A',
      email: 'x',
      donations: [{ donation_amount: 0 }],
      cc_exp_year: '1999',
      cc_name: 'A\u0000',
    })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((i) => i.message)
    expect(messages.length).toBeGreaterThan(10)
    for (const message of messages) {
      const arabic = localiseMessage(message, 'ar')
      expect(arabic, message).not.toBe(message)
      expect(arabic).toMatch(/[\u0600-\u06ff]/)
    }
    expect(localiseMessage('Must be between 2026 and 2046', 'ar')).toBe(
      'يجب أن تكون بين 2026 و2046',
    )
  })

  it('leave English alone and unknown texts as they are', () => {
    expect(localiseMessage('Email is required', 'en')).toBe('Email is required')
    expect(localiseMessage('Email is required', 'ar')).toBe('البريد الإلكتروني مطلوب')
    expect(localiseMessage('Something new', 'ar')).toBe('Something new')
  })
})
