// Next's cache handler (next.config.ts `cacheHandler`). With REDIS_URL set, the shared one on
// Redis (redis-cache-handler.mjs, decision 0033), so that every instance serves a staff edit at
// once; `next build` never uses it (a build must not depend on, or fill, the running site's
// cache). Otherwise Next's own file-system cache, except that answers for things that do not
// exist never reach the disk (issue 25, finding 8; decision 0023). Plain JavaScript: Next
// imports this file at run time, unbundled.
//
// Next keeps an entry per path of an ISR page (`/newEgyptNews/<slug>`, `/activity-detail/<id>`),
// per path of a static route handler and per key of `unstable_cache`, whether the thing asked
// for exists or not; so random unknown slugs and ids grew the cache folder without bound.
// Those entries go to the in-memory cache only, an LRU bounded by `cacheMaxMemorySize`
// (50 MB by default), so a repeated unknown path is still answered from memory, and the disk
// holds only real pages and answers.
import { existsSync } from 'node:fs'
import path from 'node:path'
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { isAbsent } from './absent.mjs'
import { bumpPageGeneration, expiredSince, pageGeneration } from './generation.mjs'
import RedisCacheHandler, {
  listenForExpiries,
  REVALIDATE_HOOK,
  revalidateTags,
} from './redis-cache-handler.mjs'

export { isAbsent }

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache

/** The marker a build without a database leaves in its folder (src/lib/db/build-without-database.ts). */
const BUILT_WITHOUT_DATABASE = 'built-without-database'
/** When this server process started: entries older than this may come from the build. */
const STARTED_AT = Date.now()
/** @type {Map<string, boolean>} per build folder, looked up once */
const emptyBuilds = new Map()

/**
 * Whether `serverDistDir`'s build was made without a database: its pages were prerendered empty,
 * so an entry older than this process (the build's, or a previous run's) is not served; the
 * page is rendered on its first visit and cached from then on (decision 0090).
 */
export function isEmptyBuild(serverDistDir) {
  if (!serverDistDir) return false
  let known = emptyBuilds.get(serverDistDir)
  if (known === undefined) {
    known = existsSync(path.join(serverDistDir, '..', BUILT_WITHOUT_DATABASE))
    emptyBuilds.set(serverDistDir, known)
  }
  return known
}

export class BoundedCacheHandler extends FileSystemCache {
  // Next makes a handler for each request ("incremental-cache is request specific"), so this is
  // the generation the request began in.
  #generation = pageGeneration()

  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry && isEmptyBuild(this.serverDistDir) && (entry.lastModified ?? 0) < STARTED_AT) {
      return null
    }
    return entry
  }

  async set(key, data, ctx) {
    if (expiredSince(this.#generation)) return // perhaps rendered from old rows; the next visit renders
    if (!isAbsent(data)) return super.set(key, data, ctx)
    FileSystemCache.memoryCache?.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    })
  }

  async revalidateTag(...args) {
    bumpPageGeneration()
    return super.revalidateTag(...args)
  }
}

/** Whether this process uses the shared cache: REDIS_URL set, and not a production build. */
export function usesRedis(source = process.env) {
  return Boolean(source.REDIS_URL?.trim()) && source.NEXT_PHASE !== 'phase-production-build'
}

/**
 * Next's file-system cache keeps tag times in a module shared by every handler instance (its
 * tags manifest), so marking them needs no instance: the same call as Next's own.
 */
export function revalidateFileSystemTags(tags) {
  bumpPageGeneration()
  return FileSystemCache.prototype.revalidateTag.call(undefined, tags)
}

// Work outside a request can still expire pages through the handler (src/lib/cache/revalidate.ts).
globalThis[REVALIDATE_HOOK] = usesRedis() ? revalidateTags : revalidateFileSystemTags
// With several instances, each hears the others' expiries (decision 0065).
if (usesRedis()) listenForExpiries()

export default usesRedis() ? RedisCacheHandler : BoundedCacheHandler
