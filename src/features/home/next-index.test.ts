import { describe, expect, it } from 'vitest'
import { nextIndex, previousIndex } from './next-index'

describe('carousel indexes', () => {
  it('wrap in both directions', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
    expect(previousIndex(1, 3)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
  })
})
