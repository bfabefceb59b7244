import { describe, expect, it } from 'vitest'
import { cut, cutWords, datePart, fullDate } from './format'

describe('cut', () => {
  it('keeps a text that fits, without an ellipsis', () => {
    expect(cut('Ramadan Food Boxes', 40)).toBe('Ramadan Food Boxes')
    expect(cut('x'.repeat(40), 40)).toBe('x'.repeat(40))
    expect(cut(null, 40)).toBe('')
  })
  it('cuts a longer text to the given characters and adds "..."', () => {
    const excerpt = 'Food boxes for 3,600 families and a daily community iftar table'
    expect(cut(excerpt, 40)).toBe('Food boxes for 3,600 families and a dail...')
    expect(cut(excerpt, 40).replace(/\.\.\.$/, '')).toHaveLength(40)
    expect(cut('a'.repeat(56), 55)).toBe(`${'a'.repeat(55)}...`)
  })
  it('does not leave a space before the ellipsis', () => {
    expect(cut('one two three', 4)).toBe('one...')
  })
})

describe('cutWords', () => {
  it('keeps up to the given number of words', () => {
    expect(cutWords('a b c', 3)).toBe('a b c')
    expect(cutWords('  a   b  ', 3)).toBe('a b')
  })
  it('cuts to the given number of words and adds "..."', () => {
    const bio = Array.from({ length: 150 }, (_, i) => `w${i}`).join(' ')
    const result = cutWords(bio, 140)
    expect(result.endsWith('w139...')).toBe(true)
    expect(result.split(' ')).toHaveLength(140)
  })
})

describe('dates', () => {
  it('formats a date-only value and a timestamp in full, in UTC', () => {
    expect(fullDate('2025-05-16')).toBe('Friday, May 16, 2025')
    expect(fullDate('2025-05-16T00:00:00.000Z')).toBe('Friday, May 16, 2025')
    expect(fullDate(null)).toBeNull()
    expect(fullDate('not a date')).toBeNull()
  })
  it('keeps the date part of a stored date', () => {
    expect(datePart('2025-05-16T00:00:00.000Z')).toBe('2025-05-16')
    expect(datePart(undefined)).toBeNull()
  })
})
