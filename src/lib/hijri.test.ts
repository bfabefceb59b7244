import { describe, expect, it } from 'vitest'
import { formatDualDate, formatHijri, gregorianDayOf, hijriDate, ramadanDays } from './hijri'

describe('the Hijri calendar', () => {
  // 8 February 2027 is 1 Ramadan 1448 in Umm al-Qura (Intl's own output, checked by hand).
  const firstOfRamadan = new Date('2027-02-08T10:00:00Z')

  it('reads a date as Intl’s Umm al-Qura calendar does, on the Cairo day', () => {
    expect(hijriDate(firstOfRamadan)).toEqual({ year: 1448, month: 9, day: 1 })
    // 23:30 UTC on 7 February is already 8 February in Cairo (UTC+2).
    expect(hijriDate(new Date('2027-02-07T23:30:00Z'))).toEqual({ year: 1448, month: 9, day: 1 })
    expect(hijriDate(new Date('2027-02-07T21:30:00Z'))).toEqual({ year: 1448, month: 8, day: 30 })
  })

  it('moves the month a day for the moon sighting', () => {
    // The month starting a day later: 8 February is still the 29th (or 30th) of Sha'ban.
    expect(hijriDate(firstOfRamadan, { adjustDays: 1 }).month).toBe(8)
    expect(hijriDate(firstOfRamadan, { adjustDays: -1 })).toEqual({ year: 1448, month: 9, day: 2 })
  })

  it('prints the date in both languages, day first', () => {
    expect(formatHijri(firstOfRamadan, 'en')).toBe('1 Ramadan 1448 AH')
    expect(formatHijri(firstOfRamadan, 'ar')).toBe('1 رمضان 1448 هـ')
    expect(formatDualDate(firstOfRamadan, 'en')).toBe('8 February 2027 (1 Ramadan 1448 AH)')
    expect(formatDualDate(firstOfRamadan, 'ar')).toBe('8 فبراير 2027 (1 رمضان 1448 هـ)')
  })

  it('finds the Gregorian day of a Hijri date, and none for a day the month lacks', () => {
    expect(gregorianDayOf({ year: 1448, month: 9, day: 1 })).toBe('2027-02-08')
    expect(gregorianDayOf({ year: 1448, month: 9, day: 1 }, 1)).toBe('2027-02-09')
    expect(gregorianDayOf({ year: 1447, month: 9, day: 1 })).toBe('2026-02-18')
    expect(gregorianDayOf({ year: 1448, month: 12, day: 10 })).toBe('2027-05-16')
    const lengths = [29, 30].map((day) => gregorianDayOf({ year: 1448, month: 9, day }) != null)
    expect(lengths).toContain(true)
    expect(gregorianDayOf({ year: 1448, month: 9, day: 31 })).toBeNull()
  })

  it('gives Ramadan 1448: its first day, the eve of the last ten nights and the Eid', () => {
    const days = ramadanDays(1448)
    expect(days.first).toBe('2027-02-08')
    expect(days.lastTenNightsEve).toBe('2027-02-27')
    expect(hijriDate(new Date(`${days.eidAlFitr}T12:00:00Z`))).toEqual({
      year: 1448,
      month: 10,
      day: 1,
    })
  })
})
