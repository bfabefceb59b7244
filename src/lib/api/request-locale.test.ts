import { describe, expect, it } from 'vitest'
import { localeOfHeader, requestLocale } from './request-locale'

describe('requestLocale', () => {
  it('reads the lang header, English when absent or unknown', () => {
    expect(localeOfHeader('ar')).toBe('ar')
    expect(localeOfHeader(' AR ')).toBe('ar')
    expect(localeOfHeader('en')).toBe('en')
    expect(localeOfHeader('fr')).toBe('en')
    expect(localeOfHeader(null)).toBe('en')
    const req = (h: Record<string, string>) => new Request('http://x/api', { headers: h })
    expect(requestLocale(req({ lang: 'ar' }))).toBe('ar')
    expect(requestLocale(req({}))).toBe('en')
  })
})
