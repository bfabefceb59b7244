import { unstable_cache } from 'next/cache'

/** The tag of every cached content answer; any content change expires it (see revalidate.ts). */
export const CONTENT_TAG = 'content'

/**
 * What a public GET endpoint answers, kept in Next's data cache under `key`
 * until staff change content (or `seconds` pass), so the JSON API answers from
 * memory instead of querying PostgreSQL on every call. Route handlers only:
 * the cache exists inside the Next.js server.
 */
export function cachedJson<T>(
  key: readonly (string | number)[],
  load: () => Promise<T>,
  seconds = 300,
): Promise<T> {
  return unstable_cache(load, key.map(String), { tags: [CONTENT_TAG], revalidate: seconds })()
}
