// The generation of this process's pages: bumped whenever pages are expired through Next's
// cache handler (revalidateTag/revalidatePath in a request, or the revalidation hook of work
// outside one), and, with Redis, whenever another instance expires pages (decision 0065). The
// server's one-second cache (scripts/lib/micro-cache.mjs) keeps answers of a generation only, so
// an edit is never hidden behind it. On globalThis: Next may load the cache handler as a module
// instance of its own.
const GENERATION = Symbol.for('charity.cache.pageGeneration')
const HEARD = Symbol.for('charity.cache.pageGenerationHeard')

/** The current generation (0 until the first expiry). */
export const pageGeneration = () => globalThis[GENERATION] ?? 0

/** Marks every page kept so far as old. */
export function bumpPageGeneration() {
  globalThis[GENERATION] = pageGeneration() + 1
}

/**
 * Whether pages were expired since `generation`, taken when a request began. What that request
 * rendered may then come from rows read before the edit was committed; kept by Next's cache after
 * the last expiry, it would be served as new until it aged out (300 s): the news list kept its old
 * page count so, while an end-to-end test added articles. Neither Next's cache handlers nor the
 * one-second cache in front of Next (scripts/lib/micro-cache.mjs) keep or replay any of it.
 */
export const expiredSince = (generation) => generation !== pageGeneration()

/**
 * Whether every expiry reaches this process now: always for a single instance; with Redis, only
 * while it is subscribed to the other instances' expiries. When not, nothing may be kept on the
 * strength of the generation.
 */
export const pageGenerationHeard = () => globalThis[HEARD] ?? true

export function setPageGenerationHeard(heard) {
  globalThis[HEARD] = heard
}
