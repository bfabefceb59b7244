// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, except
// that answers for things that do not exist never reach the disk (issue 25, finding 8;
// decision 0023). Plain JavaScript: Next imports this file at run time, unbundled.
//
// Next keeps an entry per path of an ISR page (`/newEgyptNews/<slug>`, `/activity-detail/<id>`),
// per path of a static route handler and per key of `unstable_cache`, whether the thing asked
// for exists or not; so random unknown slugs and ids grew the cache folder without bound.
// Those entries go to the in-memory cache only, an LRU bounded by `cacheMaxMemorySize`
// (50 MB by default), so a repeated unknown path is still answered from memory, and the disk
// holds only real pages and answers.
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache

/** A page or route answer of 4xx, or a data-cache entry whose value is null (nothing found). */
export function isAbsent(data) {
  if (!data || typeof data !== 'object') return false
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') {
    return typeof data.status === 'number' && data.status >= 400
  }
  if (data.kind === 'FETCH') return data.data?.body === 'null'
  return false
}

export default class BoundedCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (!isAbsent(data)) return super.set(key, data, ctx)
    FileSystemCache.memoryCache?.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    })
  }
}
