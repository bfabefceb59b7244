import { describe, expect, it } from 'vitest'
import { HISTORY_TEXTS, named } from './history-texts'

const ARABIC = /\p{Script=Arabic}/u

/** The donor-history panel of a donation's page, read by a staff member who picked Arabic. */
describe('the donor-history panel in Arabic', () => {
  it('writes its headings, columns, buttons and statuses in Arabic', () => {
    const t = HISTORY_TEXTS.ar
    expect(t.title('a@example.org')).toBe('كل تبرعات a@example.org')
    expect(t.columns.filter(Boolean).every((c) => ARABIC.test(c))).toBe(true)
    expect(t.columns).toHaveLength(HISTORY_TEXTS.en.columns.length)
    for (const text of [t.statements, t.plans, t.log, t.loading, t.notLoaded, t.notSent])
      expect(text).toMatch(ARABIC)
    expect(t.resendReceipt(12)).toBe('إعادة إرسال الإيصال D-12')
    expect(named(t.statuses, 'refunded')).toBe('مردود')
    expect(named(t.repeats, 'monthly')).toBe('شهريًا')
    expect(Object.keys(t.statuses).sort()).toEqual(Object.keys(HISTORY_TEXTS.en.statuses).sort())
    expect(named(t.statuses, 'something-new')).toBe('something-new')
  })
})
