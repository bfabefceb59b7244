import { describe, expect, it } from 'vitest'
import { barWidth, breakdown, formatRowValue, progressPercent } from './progress'
import type { EventSummary } from './shape'

describe('progress bar (spec 001 section 4)', () => {
  it('is shown only when budget and target are both present', () => {
    expect(progressPercent(18400, 25000)).toBe(73.6)
    expect(progressPercent(null, 60000)).toBeNull()
    expect(progressPercent(2150, null)).toBeNull()
    expect(progressPercent(undefined, undefined)).toBeNull()
    expect(progressPercent(null, null)).toBeNull()
  })
  it('has the width budget / target as a percent', () => {
    expect(progressPercent(2150, 14000)).toBe(15.36)
    expect(progressPercent(0, 100)).toBe(0)
    expect(progressPercent(50, 50)).toBe(100)
    expect(barWidth(progressPercent(18400, 25000)!)).toBe('73.6%')
  })
  it('treats a zero target as absent (nothing to divide by)', () => {
    expect(progressPercent(100, 0)).toBeNull()
  })
  it('reports more than 100 percent but draws the bar full', () => {
    expect(progressPercent(150, 100)).toBe(150)
    expect(barWidth(150)).toBe('100%')
    expect(barWidth(-5)).toBe('0%')
  })
})

const summary = (over: Partial<EventSummary>): EventSummary => ({
  total_money_collected: 0,
  number_of_attendees: 0,
  number_of_donations: 0,
  total_expenses: 0,
  net_funds_raised: 0,
  event_date: '2025-05-16',
  ...over,
})

describe('financial breakdown (spec 001 section 4)', () => {
  it('is hidden when every value is 0, null, or there is no summary', () => {
    expect(breakdown(summary({}))).toBeNull()
    expect(breakdown(null)).toBeNull()
    expect(
      breakdown({
        total_money_collected: null,
        number_of_attendees: null,
        number_of_donations: null,
        total_expenses: null,
        net_funds_raised: null,
        event_date: null,
      }),
    ).toBeNull()
  })
  it('shows all five rows in order when all are above 0, with the event date', () => {
    const b = breakdown(
      summary({
        total_money_collected: 18400,
        number_of_attendees: 1260,
        number_of_donations: 214,
        total_expenses: 15900,
        net_funds_raised: 2500,
      }),
    )
    expect(b?.rows.map((r) => r.key)).toEqual([
      'total_money_collected',
      'number_of_attendees',
      'number_of_donations',
      'total_expenses',
      'net_funds_raised',
    ])
    expect(b?.eventDate).toBe('2025-05-16')
  })
  it('shows each row only when its value is above 0', () => {
    const b = breakdown(summary({ number_of_attendees: 612 }))
    expect(b?.rows.map((r) => [r.key, r.value])).toEqual([['number_of_attendees', 612]])
    const c = breakdown(summary({ total_money_collected: 12750, number_of_donations: 389 }))
    expect(c?.rows.map((r) => r.key)).toEqual(['total_money_collected', 'number_of_donations'])
  })
  it('ignores negative values (a loss is not above 0)', () => {
    expect(breakdown(summary({ net_funds_raised: -200 }))).toBeNull()
  })
  it('keeps the event date in the panel even when it is missing', () => {
    expect(breakdown(summary({ number_of_donations: 1, event_date: null }))?.eventDate).toBeNull()
  })
  it('formats money as dollars and counts with separators', () => {
    expect(formatRowValue({ value: 18400, money: true })).toBe('$18,400')
    expect(formatRowValue({ value: 1260, money: false })).toBe('1,260')
    expect(formatRowValue({ value: 10.5, money: true })).toBe('$10.50')
  })
  it('formats money the ar-EG way on an Arabic page, counts with Western digits', () => {
    expect(formatRowValue({ value: 18400, money: true }, 'ar')).toBe('١٨٬٤٠٠٫٠٠ دولار أمريكي')
    expect(formatRowValue({ value: 1260, money: false }, 'ar')).toBe('1,260')
  })
})
