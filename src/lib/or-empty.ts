/**
 * A list that failed to load is logged and shown empty, so the rest of the
 * page still renders (spec 000 §8: load failures are only logged).
 */
export function orEmpty<T>(what: string, list: Promise<T[]>): Promise<T[]> {
  return list.catch((error: unknown) => {
    console.error(`Could not load ${what}`, error)
    return []
  })
}
