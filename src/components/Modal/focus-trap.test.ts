import { describe, expect, it } from 'vitest'
import { FOCUSABLE_SELECTOR, focusTrapTarget } from './focus-trap'

describe('focusTrapTarget', () => {
  it('keeps focus on the container when nothing is focusable', () => {
    expect(focusTrapTarget(-1, 0, false)).toBe('container')
    expect(focusTrapTarget(-1, 0, true)).toBe('container')
  })

  it('enters the trap from outside: first on Tab, last on Shift+Tab', () => {
    expect(focusTrapTarget(-1, 3, false)).toBe(0)
    expect(focusTrapTarget(-1, 3, true)).toBe(2)
  })

  it('wraps from the last to the first on Tab', () => {
    expect(focusTrapTarget(2, 3, false)).toBe(0)
  })

  it('wraps from the first to the last on Shift+Tab', () => {
    expect(focusTrapTarget(0, 3, true)).toBe(2)
  })

  it('lets the browser move focus in the middle of the list', () => {
    expect(focusTrapTarget(0, 3, false)).toBeNull()
    expect(focusTrapTarget(1, 3, false)).toBeNull()
    expect(focusTrapTarget(1, 3, true)).toBeNull()
    expect(focusTrapTarget(2, 3, true)).toBeNull()
  })

  it('stays on the only element', () => {
    expect(focusTrapTarget(0, 1, false)).toBe(0)
    expect(focusTrapTarget(0, 1, true)).toBe(0)
  })

  it('treats an out-of-range index as outside', () => {
    expect(focusTrapTarget(7, 3, false)).toBe(0)
  })
})

describe('FOCUSABLE_SELECTOR', () => {
  it('skips disabled controls and negative tabindex', () => {
    expect(FOCUSABLE_SELECTOR).toContain('button:not([disabled])')
    expect(FOCUSABLE_SELECTOR).toContain('[tabindex]:not([tabindex="-1"])')
  })
})
