import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { isDatabaseUnavailable } from './unavailable'

/**
 * `next build` without a database (issue 43, decision 0090): a release is built where the
 * database cannot be reached (a build machine, CI, a container image). The pages Next prerenders
 * read Payload; when it cannot connect, they read an empty stand-in instead, the build leaves
 * BUILT_WITHOUT_DATABASE in its folder, and at run time the cache handler
 * (src/lib/cache/cache-handler.mjs) takes no page from the build: each is rendered on its first
 * visit, with the database, then cached as before (ISR).
 */
export const BUILT_WITHOUT_DATABASE = 'built-without-database'

/** Whether this process is a worker of `next build` (Next sets NEXT_PHASE there). */
export const isBuilding = () => process.env.NEXT_PHASE === 'phase-production-build'

/** Payload's words when its adapter cannot connect (no code, no cause: a plain Error). */
const CANNOT_CONNECT = /cannot connect to Postgres/i

/** The build's answer to Payload failing to start: the empty client, or the error again. */
export function builtWithoutDatabase(error: unknown): Payload {
  const message = error instanceof Error ? error.message : String(error)
  if (!isDatabaseUnavailable(error) && !CANNOT_CONNECT.test(message)) throw error
  // Not a file the server reads: no need for Next to trace the project for it.
  const distDir = path.resolve(/*turbopackIgnore: true*/ process.env.NEXT_DIST_DIR || '.next')
  mkdirSync(distDir, { recursive: true })
  writeFileSync(path.join(distDir, BUILT_WITHOUT_DATABASE), `${new Date().toISOString()}\n`)
  console.warn(
    'No database reachable: pages are built empty and rendered on their first visit (decision 0090).',
  )
  return emptyPayload
}

const NO_DOCS = {
  docs: [],
  totalDocs: 0,
  totalPages: 0,
  page: 1,
  limit: 0,
  pagingCounter: 1,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
}

/**
 * The stand-in: reads find nothing. Anything else the build would call fails loudly, naming the
 * member, so that a new kind of read at build time is noticed.
 */
export const emptyPayload = new Proxy(
  {
    find: async () => NO_DOCS,
    count: async () => ({ totalDocs: 0 }),
    findGlobal: async () => ({}),
    findByID: async () => null,
  },
  {
    get(target, name) {
      if (name in target) return target[name as keyof typeof target]
      if (name === 'then') return undefined // not a promise
      throw new Error(`The build without a database cannot use payload.${String(name)}.`)
    },
  },
) as unknown as Payload
