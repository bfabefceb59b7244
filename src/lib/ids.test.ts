import { describe, expect, it } from 'vitest'
import { MAX_ID, parseId, parsePage, parseSlug } from './ids'

describe('parseId', () => {
  it('accepts positive integers up to PostgreSQL integer range', () => {
    expect(parseId('12')).toBe(12)
    expect(parseId('2147483647')).toBe(MAX_ID)
    expect(parseId(7)).toBe(7)
  })

  it('refuses what can name no record', () => {
    for (const raw of ['0', '-1', '1e3', '012', ' 1', '1.0', '', 'abc', '2147483648', '9999999999'])
      expect(parseId(raw), raw).toBeNull()
    expect(parseId('99999999999999999999')).toBeNull()
    expect(parseId(2_147_483_648)).toBeNull()
    expect(parseId(1.5)).toBeNull()
    expect(parseId(undefined)).toBeNull()
    expect(parseId(['1'])).toBeNull()
  })
})

describe('parsePage', () => {
  it('reads a page number, or 1 when absent or unusable', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(null)).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('x')).toBe(1)
    expect(parsePage('9999999999')).toBe(1)
  })
})

describe('parseSlug', () => {
  it('reads a slug of the shape slugify makes', () => {
    expect(parseSlug('general-news')).toBe('general-news')
    expect(parseSlug('day-6-2025')).toBe('day-6-2025')
  })
  it('reads anything else as no slug (it would reach PostgreSQL, a NUL byte with a 500)', () => {
    for (const raw of ['a\u0000b', 'a\nb', '', 'A-b', 'a--b', '-a', 'a b', '../x', 'x'.repeat(121)])
      expect(parseSlug(raw), JSON.stringify(raw)).toBeNull()
    expect(parseSlug(['a'])).toBeNull()
    expect(parseSlug(undefined)).toBeNull()
  })
})
