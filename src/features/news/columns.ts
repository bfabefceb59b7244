/**
 * The three-column layout of 'Our Latest News' (spec 000 "News list").
 *
 * The spec: "The first three items are the featured ones (one per column). The
 * remaining items are divided between columns: the middle column gets about half
 * minus one, and the remainder is split with the left taking the larger half."
 *
 * Our reading, for r remaining items (after the three featured):
 *   middle = max(0, floor(r / 2) - 1)
 *   left   = ceil((r - middle) / 2)
 *   right  = r - middle - left
 * Items keep their order: the left list takes the first `left` of the remaining
 * items, the middle list the next `middle`, the right list the rest.
 */
export interface NewsColumn<T> {
  featured: T | undefined
  list: T[]
}

export function columnSizes(remaining: number): { left: number; middle: number; right: number } {
  const r = Math.max(0, remaining)
  const middle = Math.max(0, Math.floor(r / 2) - 1)
  const left = Math.ceil((r - middle) / 2)
  return { left, middle, right: r - middle - left }
}

export function splitNewsColumns<T>(
  items: readonly T[],
): [NewsColumn<T>, NewsColumn<T>, NewsColumn<T>] {
  const rest = items.slice(3)
  const { left, middle } = columnSizes(rest.length)
  return [
    { featured: items[0], list: rest.slice(0, left) },
    { featured: items[1], list: rest.slice(left, left + middle) },
    { featured: items[2], list: rest.slice(left + middle) },
  ]
}
