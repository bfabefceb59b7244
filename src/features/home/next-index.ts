/** The slide after `index` in a carousel of `count` slides, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count
}

/** The slide before `index`, wrapping to the last. */
export function previousIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count
}
