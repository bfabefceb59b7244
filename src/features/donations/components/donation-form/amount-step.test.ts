import { describe, expect, it } from 'vitest'
import { steppedAmount } from './amount-step'

/**
 * Spec 000 section 9: "input step 10". The amount is a text control (Arabic-Indic digits), which
 * has no step of its own, so the arrows step it (issue 55: ArrowUp on 20 stayed 20).
 */
describe('the amount arrows', () => {
  it('step by 10 within the limits', () => {
    expect(steppedAmount('20', 1)).toBe('30')
    expect(steppedAmount('20', -1)).toBe('10')
    expect(steppedAmount('', 1)).toBe('10')
    expect(steppedAmount('٢٠', 1)).toBe('30')
    expect(steppedAmount('1,500', 1)).toBe('1510')
    expect(steppedAmount('10', -1)).toBe('1')
    expect(steppedAmount('1', -1)).toBe('1')
    expect(steppedAmount('9995', 1)).toBe('10000')
    expect(steppedAmount('12.5', 1)).toBe('22.5')
  })

  it('leave what is no number as typed, for its message', () => {
    expect(steppedAmount('abc', 1)).toBe('abc')
  })
})
