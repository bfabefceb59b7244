import { describe, expect, it } from 'vitest'
import { focusTarget, initialOpen, toggle } from './accordion'

describe('FAQ accordion state', () => {
  const ids = ['q1', 'q2', 'q3', 'q4']

  it('opens the first item initially', () => {
    expect(initialOpen(ids)).toBe('q1')
    expect(initialOpen([])).toBeNull()
  })

  it('keeps one item open at a time', () => {
    let open = initialOpen(ids)
    open = toggle(open, 'q3')
    expect(open).toBe('q3')
    open = toggle(open, 'q2')
    expect(open).toBe('q2')
  })

  it('closes the open item when its header is activated again', () => {
    expect(toggle('q2', 'q2')).toBeNull()
    expect(toggle(null, 'q4')).toBe('q4')
  })

  it('moves focus between headers with the arrow keys, Home and End, wrapping round', () => {
    expect(focusTarget('ArrowDown', 0, 4)).toBe(1)
    expect(focusTarget('ArrowDown', 3, 4)).toBe(0)
    expect(focusTarget('ArrowUp', 0, 4)).toBe(3)
    expect(focusTarget('ArrowUp', 2, 4)).toBe(1)
    expect(focusTarget('Home', 2, 4)).toBe(0)
    expect(focusTarget('End', 0, 4)).toBe(3)
    expect(focusTarget('Enter', 0, 4)).toBeNull()
    expect(focusTarget('ArrowDown', 0, 0)).toBeNull()
  })
})
