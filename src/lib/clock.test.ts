import { afterEach, describe, expect, it } from 'vitest'
import { charityTimeZone, csvTime, formatTime, zoneName } from './clock'

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
