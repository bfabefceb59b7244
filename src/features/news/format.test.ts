import { describe, expect, it } from 'vitest'
import { firstWords, fullDate, truncate } from './format'

describe('truncate', () => {
  it('keeps short texts and cuts long ones to the limit, ellipsis included', () => {
    expect(truncate('Short title', 27)).toBe('Short title')
    expect(truncate('x'.repeat(27), 27)).toBe('x'.repeat(27))
    const cut = truncate('A very long title that goes on and on', 27)
    expect(cut).toBe('A very long title that goe…')
    expect(cut.length).toBeLessThanOrEqual(27)
    expect(truncate(null, 10)).toBe('')
  })
})

describe('firstWords', () => {
  it('keeps the first three words of a name', () => {
    expect(firstWords('Mariam Mohamed El Sayed Ali', 3)).toBe('Mariam Mohamed El')
    expect(firstWords('  Nourhan   Adel ', 3)).toBe('Nourhan Adel')
  })
})

describe('fullDate', () => {
  it('formats a calendar day in the full-date form whatever the server time zone', () => {
    expect(fullDate('2025-09-06T00:00:00.000Z')).toBe('Saturday, September 6, 2025')
    expect(fullDate('not a date')).toBe('')
    expect(fullDate(null)).toBe('')
  })
})
