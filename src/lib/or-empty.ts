/**
 * Content that failed to load is logged and replaced by a fallback, so the
 * rest of the page still renders (spec 000 §8 and spec 001 §8: load failures
 * are only logged; loading stops and lists become empty).
 */
export async function orFallback<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load()
  } catch (error) {
    console.error(`[content] loading ${what} failed:`, error)
    return fallback
  }
}

/** A list that failed to load is shown empty. */
export function orEmpty<T>(what: string, list: Promise<T[]>): Promise<T[]> {
  return orFallback(what, () => list, [] as T[])
}
