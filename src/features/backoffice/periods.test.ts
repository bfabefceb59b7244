import { describe, expect, it } from 'vitest'
import { periodStarts, startOfLocalDay } from './periods'

describe('periodStarts', () => {
  it("gives Cairo's midnight of today, the last Saturday and the 1st (winter, UTC+2)", () => {
    // Wednesday 10 December 2025, 09:30 in Cairo.
    const starts = periodStarts(new Date('2025-12-10T07:30:00Z'))
    expect(starts.day.toISOString()).toBe('2025-12-09T22:00:00.000Z')
    expect(starts.week.toISOString()).toBe('2025-12-05T22:00:00.000Z') // Saturday 6 December
    expect(starts.month.toISOString()).toBe('2025-11-30T22:00:00.000Z')
  })

  it('uses the summer offset (UTC+3) in summer', () => {
    // Monday 14 July 2025, 12:00 in Cairo.
    const starts = periodStarts(new Date('2025-07-14T09:00:00Z'))
    expect(starts.day.toISOString()).toBe('2025-07-13T21:00:00.000Z')
    expect(starts.week.toISOString()).toBe('2025-07-11T21:00:00.000Z')
    expect(starts.month.toISOString()).toBe('2025-06-30T21:00:00.000Z')
  })

  it('counts the local date, not the UTC one, just after midnight in Cairo', () => {
    // 00:30 on Saturday 1 November 2025 in Cairo is still Friday in UTC.
    const starts = periodStarts(new Date('2025-10-31T22:30:00Z'))
    expect(starts.day.toISOString()).toBe('2025-10-31T22:00:00.000Z')
    expect(starts.week.toISOString()).toBe('2025-10-31T22:00:00.000Z') // a Saturday starts the week
    expect(starts.month.toISOString()).toBe('2025-10-31T22:00:00.000Z')
  })

  it('lets a week begin in the previous month', () => {
    // Tuesday 2 December 2025: the week began on Saturday 29 November.
    const starts = periodStarts(new Date('2025-12-02T10:00:00Z'))
    expect(starts.week.getTime()).toBeLessThan(starts.month.getTime())
    expect(starts.week.toISOString()).toBe('2025-11-28T22:00:00.000Z')
  })

  it('works in other zones', () => {
    expect(startOfLocalDay(2025, 3, 1, 'UTC').toISOString()).toBe('2025-03-01T00:00:00.000Z')
    expect(periodStarts(new Date('2025-03-05T12:00:00Z'), 'UTC').week.toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    )
  })
})
