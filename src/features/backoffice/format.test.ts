import { describe, expect, it } from 'vitest'
import { formatDateTime, formatMoney, plural } from './format'

describe('format', () => {
  it('writes minor units in their currency', () => {
    expect(formatMoney(125000, 'USD')).toBe('$1,250.00')
    expect(formatMoney(0, 'USD')).toBe('$0.00')
    expect(formatMoney(5, 'USD')).toBe('$0.05')
    expect(formatMoney(125000, 'EGP')).toBe('EGP\u00a01,250.00')
  })

  it("writes times in Cairo's time", () => {
    expect(formatDateTime('2025-12-10T07:30:00Z')).toBe('10 Dec 2025, 09:30')
  })

  it('counts in words', () => {
    expect(plural(1, 'gift')).toBe('1 gift')
    expect(plural(1200, 'gift')).toBe('1,200 gifts')
    expect(plural(0, 'reply', 'replies')).toBe('0 replies')
  })
})

describe('format in Arabic', () => {
  it('writes money as Arabic pages do (decisions 0091, 0110)', () => {
    expect(formatMoney(125000, 'USD', 'ar')).toBe('١٬٢٥٠٫٠٠ دولار أمريكي')
    expect(formatMoney(125000, 'EGP', 'ar')).toBe('١٬٢٥٠٫٠٠\u00a0ج.م')
  })

  it('writes times in Cairo’s time with Arabic month names and Western digits', () => {
    expect(formatDateTime('2025-12-10T07:30:00Z', 'ar')).toBe('10 ديسمبر 2025، 09:30')
  })
})
