// The generation of this process's pages: bumped whenever pages are expired through Next's
// cache handler (revalidateTag/revalidatePath in a request, or the revalidation hook of work
// outside one). The server's one-second cache (scripts/lib/micro-cache.mjs) keeps answers of a
// generation only, so an edit is never hidden behind it on the instance that made it. On
// globalThis: Next may load the cache handler as a module instance of its own.
const GENERATION = Symbol.for('charity.cache.pageGeneration')

/** The current generation (0 until the first expiry). */
export const pageGeneration = () => globalThis[GENERATION] ?? 0

/** Marks every page kept so far as old. */
export function bumpPageGeneration() {
  globalThis[GENERATION] = pageGeneration() + 1
}
