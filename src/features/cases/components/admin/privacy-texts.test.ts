import { describe, expect, it } from 'vitest'
import { PRIVACY_TEXTS, privacyTexts } from './privacy-texts'

const text = (value: unknown) => (typeof value === 'function' ? String(value(500)) : String(value))

describe('the applicant data panel’s texts', () => {
  it('has an Arabic text, in Arabic letters, for every English one', () => {
    const keys = Object.keys(PRIVACY_TEXTS.en) as (keyof typeof PRIVACY_TEXTS.en)[]
    expect(keys.length).toBe(6)
    for (const key of keys) expect(text(PRIVACY_TEXTS.ar[key]), key).toMatch(/[\u0600-\u06FF]/)
  })

  it('follows the admin’s language: Arabic for ar, English otherwise', () => {
    expect(privacyTexts('ar').title).toBe('بيانات مقدم الطلب')
    expect(privacyTexts('en').title).toBe('Applicant data')
    expect(privacyTexts(undefined).failed(500)).toBe('Erasure failed (500).')
  })
})
