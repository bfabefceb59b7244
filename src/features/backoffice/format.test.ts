import { describe, expect, it } from 'vitest'
import { formatCents, formatDateTime, plural } from './format'

describe('format', () => {
  it('writes cents as dollars', () => {
    expect(formatCents(125000)).toBe('$1,250.00')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
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
