/**
 * The FAQ accordion's state (spec 001 section 4 "FAQ: one open item at a
 * time"; section 2: the first open initially): the id of the open item, or
 * null when the visitor closed it.
 */
export type OpenItem = string | null

/** One question of an accordion and the paragraphs of its answer. */
export interface AccordionEntry {
  question: string
  answer: readonly string[]
}

/** The first item is open when the accordion appears. */
export function initialOpen(ids: readonly string[]): OpenItem {
  return ids[0] ?? null
}

/** Activating a header opens its item and closes the other; activating the open one closes it. */
export function toggle(open: OpenItem, id: string): OpenItem {
  return open === id ? null : id
}

/**
 * Keyboard moves between the headers (WAI-ARIA accordion pattern): the index
 * of the header to focus after `key` on header `index` of `count`, or null
 * when the key is not one of the accordion's.
 */
export function focusTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
