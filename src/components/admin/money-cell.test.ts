import { describe, expect, it } from 'vitest'
import { cellMoney } from './money-cell'

/**
 * The donations list showed `50000` (pounds) beside `2500` (dollars) in one column: stored
 * minor units, no currency. Each amount is written in its own currency and major units.
 */
describe('a money column of the donation lists', () => {
  it('writes each amount in its own currency, in the admin language', () => {
    expect(cellMoney(50000, 'EGP', 'en')).toBe('EGP\u00a0500.00')
    expect(cellMoney(2500, 'USD', 'en')).toBe('$25.00')
    expect(cellMoney(50000, 'EGP', 'ar')).toBe('٥٠٠٫٠٠\u00a0ج.م')
    expect(cellMoney(2500, 'USD', 'ar')).toMatch(/^٢٥٫٠٠.*دولار/)
    expect(cellMoney(125050, undefined, 'en')).toBe('$1,250.50')
    expect(cellMoney(null, 'EGP', 'en')).toBe('')
  })
})
