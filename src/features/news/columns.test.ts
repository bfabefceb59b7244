import { describe, expect, it } from 'vitest'
import { columnSizes, splitNewsColumns } from './columns'

describe('columnSizes (middle = max(0, floor(r/2) - 1), left = ceil(rest/2), right = the rest)', () => {
  // left/middle/right for 0, 1, … 12 remaining items
  const expected = '0/0/0 1/0/0 1/0/1 2/0/1 2/1/1 2/1/2 2/2/2 3/2/2 3/3/2 3/3/3 3/4/3 4/4/3 4/5/3'
    .split(' ')
    .map((sizes) => sizes.split('/').map(Number))
  for (let r = 0; r <= 12; r++) {
    it(`splits ${r} remaining items as left/middle/right ${expected[r]!.join('/')}`, () => {
      const { left, middle, right } = columnSizes(r)
      expect([left, middle, right]).toEqual(expected[r])
      expect(left + middle + right).toBe(r)
      expect(left).toBeGreaterThanOrEqual(right)
    })
  }
})

describe('splitNewsColumns', () => {
  it('features the first three items, one per column, and keeps the order', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1)
    const [left, middle, right] = splitNewsColumns(items)
    expect([left.featured, middle.featured, right.featured]).toEqual([1, 2, 3])
    expect(left.list).toEqual([4, 5, 6])
    expect(middle.list).toEqual([7, 8, 9])
    expect(right.list).toEqual([10, 11, 12])
  })
  it('handles fewer than three items', () => {
    const [left, middle, right] = splitNewsColumns(['a'])
    expect([left.featured, middle.featured, right.featured]).toEqual(['a', undefined, undefined])
    expect([left.list, middle.list, right.list]).toEqual([[], [], []])
  })
})
