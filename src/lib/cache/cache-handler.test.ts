import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import nextFs from 'next/dist/server/lib/node-fs-methods.js'
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import BoundedCacheHandler, { isAbsent, revalidateFileSystemTags } from './cache-handler.mjs'
import { bumpPageGeneration } from './generation.mjs'
import { MEMORY_ONLY, MEMORY_ONLY_HEADER } from './absent.mjs'

describe('isAbsent (what the cache handler keeps off the disk)', () => {
  it('is true for 4xx pages and routes and for a data-cache null', () => {
    expect(isAbsent({ kind: 'APP_PAGE', status: 404 })).toBe(true)
    expect(isAbsent({ kind: 'APP_ROUTE', status: 404 })).toBe(true)
    expect(isAbsent({ kind: 'FETCH', data: { body: 'null' } })).toBe(true)
  })
  it('is true for a route answer marked memory-only (a news page past the end)', () => {
    const headers = { [MEMORY_ONLY_HEADER]: MEMORY_ONLY }
    expect(isAbsent({ kind: 'APP_ROUTE', status: 200, headers })).toBe(true)
    expect(isAbsent({ kind: 'APP_ROUTE', status: 200, headers: {} })).toBe(false)
  })
  it('is false for real pages, answers and data', () => {
    expect(isAbsent({ kind: 'APP_PAGE', status: 200 })).toBe(false)
    expect(isAbsent({ kind: 'APP_PAGE' })).toBe(false)
    expect(isAbsent({ kind: 'APP_ROUTE', status: 200 })).toBe(false)
    expect(isAbsent({ kind: 'FETCH', data: { body: '{"a":1}' } })).toBe(false)
    expect(isAbsent(null)).toBe(false)
  })
})

/** Next's own file-system cache and ours, on a temporary build folder, as `next start` makes them. */
describe('the handler against Next file-system cache', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
  type Handler = {
    set: (key: string, data: object, ctx: object) => Promise<void>
    get: (key: string, ctx: object) => Promise<{ value?: { status?: number } } | null>
  }
  const make = (Handler: new (ctx: object) => Handler) => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
    dirs.push(dist)
    const serverDistDir = path.join(dist, 'server')
    const handler = new Handler({
      fs: (nextFs as { nodeFs?: object }).nodeFs ?? nextFs,
      dev: false,
      flushToDisk: true,
      serverDistDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
      _requestHeaders: {},
    })
    const files = (): string[] => {
      const walk = (d: string): string[] => {
        try {
          return readdirSync(d, { withFileTypes: true }).flatMap((e) =>
            e.isDirectory() ? walk(path.join(d, e.name)) : [e.name],
          )
        } catch {
          return []
        }
      }
      return walk(dist)
    }
    return { handler, files, dist }
  }
  const notFoundPage = () => ({
    kind: 'APP_PAGE',
    html: '<h1>Not found</h1>',
    rscData: Buffer.from('rsc'),
    headers: {},
    status: 404,
    postponed: undefined,
    segmentData: undefined,
  })
  const ctx = { cacheControl: { revalidate: 300, expire: undefined }, isFallback: false }
  const FileSystemCache =
    (nextFileSystemCache as { default?: unknown }).default ?? nextFileSystemCache

  it('Next alone writes files for every unknown slug (the finding)', async () => {
    const { handler, files } = make(FileSystemCache as never)
    for (let i = 0; i < 20; i++)
      await handler.set(`/newEgyptNews/unknown-${i}`, notFoundPage(), ctx)
    expect(files().length).toBeGreaterThanOrEqual(20)
  })

  it('ours keeps unknown slugs in memory only, and still writes real pages', async () => {
    const { handler, files } = make(BoundedCacheHandler as never)
    for (let i = 0; i < 20; i++) await handler.set(`/newEgyptNews/gone-${i}`, notFoundPage(), ctx)
    expect(files()).toEqual([])
    const remembered = await handler.get('/newEgyptNews/gone-3', {
      kind: 'APP_PAGE',
      isFallback: false,
    })
    expect(remembered?.value?.status).toBe(404)
    await handler.set('/newEgyptNews/real', { ...notFoundPage(), status: 200 }, ctx)
    expect(files().some((f) => f.startsWith('real'))).toBe(true)
  })

  it('expires a cached page by its tags without a request (a scheduled publication)', async () => {
    const { handler } = make(BoundedCacheHandler as never)
    const page = { ...notFoundPage(), status: 200, headers: { 'x-next-cache-tags': TAGS } }
    await handler.set('/newEgyptNews', page, ctx)
    const read = { kind: 'APP_PAGE', isFallback: false, softTags: [] }
    expect((await handler.get('/newEgyptNews', read))?.value?.status).toBe(200)
    await new Promise((r) => setTimeout(r, 5)) // tag times are compared in milliseconds
    await revalidateFileSystemTags(['_N_T_/layout'])
    expect(await handler.get('/newEgyptNews', read)).toBeNull()
  })

  it('does not keep what a request rendered when pages were expired after it began', async () => {
    // Next makes a handler per request. This request began, then staff published: its page may
    // have been rendered from the rows before the edit, after the edit's expiry.
    const page = { ...notFoundPage(), status: 200, headers: { 'x-next-cache-tags': TAGS } }
    const read = { kind: 'APP_PAGE', isFallback: false, softTags: [] }
    const { handler: begunBefore } = make(BoundedCacheHandler as never)
    await revalidateFileSystemTags(['_N_T_/layout'])
    await begunBefore.set('/newEgyptNews?race', page, ctx)
    expect(await begunBefore.get('/newEgyptNews?race', read)).toBeNull()
    // An expiry from another instance, heard on Redis, counts too (it bumps the generation).
    const { handler: beforeHeard } = make(BoundedCacheHandler as never)
    bumpPageGeneration()
    await beforeHeard.set('/newEgyptNews?race', page, ctx)
    expect(await beforeHeard.get('/newEgyptNews?race', read)).toBeNull()
    // A request begun after the expiry keeps its page.
    const { handler: begunAfter } = make(BoundedCacheHandler as never)
    await begunAfter.set('/newEgyptNews?race', page, ctx)
    expect((await begunAfter.get('/newEgyptNews?race', read))?.value?.status).toBe(200)
  })
})

/**
 * A build made without a database (decision 0090) prerendered its pages empty: an entry older
 * than the serving process is not served, so the page is rendered on its first visit.
 */
describe('the handler of a build made without a database', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
  const ctx = { cacheControl: { revalidate: 300, expire: undefined }, isFallback: false }
  const read = { kind: 'APP_PAGE', isFallback: false, softTags: [] }
  const page = {
    kind: 'APP_PAGE',
    html: '<h1>About us</h1>',
    rscData: Buffer.from('rsc'),
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  }
  type Handler = {
    set: (key: string, data: object, ctx: object) => Promise<void>
    get: (key: string, ctx: object) => Promise<{ value?: { status?: number } } | null>
  }
  const FileSystemCache = ((nextFileSystemCache as { default?: unknown }).default ??
    nextFileSystemCache) as { memoryCache?: { remove(key: string): void } }

  /** A page as the build left it: on disk, an hour old, not in memory. */
  async function builtPage(withoutDatabase: boolean, key: string) {
    const dist = mkdtempSync(path.join(tmpdir(), 'cache-handler-build-'))
    dirs.push(dist)
    if (withoutDatabase) writeFileSync(path.join(dist, 'built-without-database'), '')
    const Handler = BoundedCacheHandler as unknown as new (ctx: object) => Handler
    const handler = new Handler({
      fs: (nextFs as { nodeFs?: object }).nodeFs ?? nextFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(dist, 'server'),
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
      _requestHeaders: {},
    })
    await handler.set(key, page, ctx)
    FileSystemCache.memoryCache?.remove(key)
    const hourAgo = new Date(Date.now() - 3_600_000)
    const walk = (d: string): void =>
      readdirSync(d, { withFileTypes: true }).forEach((e) => {
        const file = path.join(d, e.name)
        if (e.isDirectory()) return walk(file)
        if (e.name.endsWith('.meta')) {
          const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
          if ('routeCacheLastModified' in meta) meta.routeCacheLastModified = hourAgo.getTime()
          writeFileSync(file, JSON.stringify(meta))
        }
        utimesSync(file, hourAgo, hourAgo)
      })
    walk(dist)
    return handler
  }

  it('serves no page of the build, then the page rendered after the start', async () => {
    const handler = await builtPage(true, '/aboutus-empty-build')
    expect(await handler.get('/aboutus-empty-build', read)).toBeNull()
    await handler.set('/aboutus-empty-build', page, ctx) // the first visit's render
    expect((await handler.get('/aboutus-empty-build', read))?.value?.status).toBe(200)
  })

  it("serves a build's pages as before when it was made with a database", async () => {
    const handler = await builtPage(false, '/aboutus-full-build')
    expect((await handler.get('/aboutus-full-build', read))?.value?.status).toBe(200)
  })
})

const TAGS = '_N_T_/layout,_N_T_/(site)/layout,_N_T_/(site)/newEgyptNews/page,_N_T_/newEgyptNews'
