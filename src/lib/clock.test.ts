import { afterEach, describe, expect, it } from 'vitest'
import { charityTimeZone, csvTime, dayIn, formatTime, startOfDayIn, zoneName } from './clock'

const AT = '2026-12-01T17:10:35Z' // 19:10 in Cairo (UTC+2 in winter)

afterEach(() => {
  delete process.env.CHARITY_TIME_ZONE
})

describe('the one clock', () => {
  it('reads Cairo time by default, 24-hour and day first, whatever the server zone', () => {
    expect(charityTimeZone()).toBe('Africa/Cairo')
    expect(formatTime(AT)).toBe('1 Dec 2026, 19:10')
    expect(formatTime(AT, 'en', { zone: true })).toBe('1 Dec 2026, 19:10 (Cairo time)')
    expect(formatTime(AT, 'en', { dateOnly: true })).toBe('1 Dec 2026')
  })

  it('writes Arabic with Western digits and names the zone in Arabic', () => {
    const text = formatTime(AT, 'ar', { zone: true })
    expect(text).toContain('19:10')
    expect(text).toContain('ديسمبر')
    expect(text).toMatch(/بتوقيت القاهرة\)$/)
    expect(text).not.toMatch(/[٠-٩]/)
  })

  it('follows the CHARITY_TIME_ZONE setting and ignores a name that is no zone', () => {
    process.env.CHARITY_TIME_ZONE = 'Asia/Riyadh'
    expect(formatTime(AT, 'en', { zone: true })).toBe('1 Dec 2026, 20:10 (Riyadh time)')
    process.env.CHARITY_TIME_ZONE = 'Mars/Olympus'
    expect(charityTimeZone()).toBe('Africa/Cairo')
  })

  it('gives CSV cells as sortable local times and nothing for no value', () => {
    expect(csvTime(AT)).toBe('2026-12-01 19:10')
    expect(csvTime(null)).toBe('')
    expect(formatTime('not a date')).toBe('')
    expect(zoneName('America/New_York', 'en')).toBe('New York time')
  })
})

describe('days picked by a person, in the charity’s zone', () => {
  it('start at Cairo’s midnight, in winter and in summer time', () => {
    // Winter: UTC+2. Summer (Egypt's daylight saving, late April to late October): UTC+3.
    expect(startOfDayIn('2026-01-15', 'Africa/Cairo').toISOString()).toBe(
      '2026-01-14T22:00:00.000Z',
    )
    expect(startOfDayIn('2026-07-15', 'Africa/Cairo').toISOString()).toBe(
      '2026-07-14T21:00:00.000Z',
    )
    expect(startOfDayIn('2026-07-15', 'UTC').toISOString()).toBe('2026-07-15T00:00:00.000Z')
  })

  it('name the day a moment falls on there', () => {
    // 23:30 UTC on 14 January is already the 15th in Cairo.
    expect(dayIn('2026-01-14T23:30:00Z', 'Africa/Cairo')).toBe('2026-01-15')
    expect(dayIn('2026-01-14T21:30:00Z', 'Africa/Cairo')).toBe('2026-01-14')
  })
})
