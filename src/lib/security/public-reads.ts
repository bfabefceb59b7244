import {
  APIError,
  type CollectionBeforeOperationHook,
  type Config,
  type PayloadRequest,
} from 'payload'
import { checkQueryCost } from './query-cost'
import { checkWhere } from './where-operators'

/**
 * Bounds of every read through Payload by someone without a staff session (issue 47, H1;
 * decision 0075). Applied inside Payload's operations (a `beforeOperation` hook of every
 * collection), after Payload has parsed the query string its own way, so that no spelling of
 * a parameter (`limit[]=0`, `limit[a]=0`, `?limit=100&limit=0`, `pagination=false`) can lift
 * them: `GET /api/cities?limit[]=0` loaded all 148,038 cities and killed the server.
 *
 * Staff reads are bounded too (issue 64, item 2; decision 0125): as an editor,
 * `GET /api/cities?limit=0` ran the server out of heap. A staff read gets at most
 * `STAFF_MAX_LIMIT` rows a page, a depth of `STAFF_MAX_DEPTH`, always paginated; the site's own
 * code that means to read a whole list as a staff member says so (`context.wholeList`).
 * A visitor's query is also bounded in cost (query-cost.ts) and in rate: `PUBLIC_READS_PER_MINUTE`
 * collection reads through the REST API per client address.
 *
 * The site's own Local API calls (access overridden) are not bounded. Payload's own population
 * of relationships (`disableErrors`, set only by Payload) is bounded by the documents of the read
 * that asked for it.
 */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 1
/** 1,000,000 rows at ANONYMOUS_MAX_LIMIT: past every table's end, below any offset overflow. */
export const ANONYMOUS_MAX_PAGE = 10_000
/** A back-office page: above the list view's largest choice (100), far below a table's size. */
export const STAFF_MAX_LIMIT = 300
export const STAFF_MAX_DEPTH = 2
/** Payload REST collection reads per client address and minute, without a staff session. */
export const PUBLIC_READS_PER_MINUTE = 120

type Bounds = { limit: number; depth: number }
const ANONYMOUS: Bounds = { limit: ANONYMOUS_MAX_LIMIT, depth: ANONYMOUS_MAX_DEPTH }
const STAFF: Bounds = { limit: STAFF_MAX_LIMIT, depth: STAFF_MAX_DEPTH }

const READS = new Set(['read', 'readDistinct'])

const isStaff = (user: unknown) => (user as { collection?: string } | null)?.collection === 'users'
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)

/** `args` with limit, page, pagination and depth within `bounds` (the anonymous ones by default). */
export function boundedReadArgs<A extends Record<string, unknown>>(
  args: A,
  bounds: Bounds = ANONYMOUS,
): A {
  const { limit, page, depth } = args
  return {
    ...args,
    // Payload reads limit 0 (and pagination false) as "every row".
    limit: isInteger(limit) && limit >= 1 ? Math.min(limit, bounds.limit) : bounds.limit,
    pagination: true,
    page: isInteger(page) && page >= 1 ? Math.min(page, ANONYMOUS_MAX_PAGE) : 1,
    depth: isInteger(depth) && depth >= 0 ? Math.min(depth, bounds.depth) : bounds.depth,
  }
}

/** Counts a visitor's REST read against their address's budget; past it, a 429. */
async function countPublicRead(req: PayloadRequest): Promise<void> {
  if (req.payloadAPI !== 'REST') return
  // Server-only, loaded when needed: this file is part of the config the scripts load too.
  const lib = await import('./rate-limit.server')
  const result = await lib.rateLimit(req.payload, {
    key: `rest-read:ip:${lib.clientIp(req)}`,
    limit: PUBLIC_READS_PER_MINUTE,
    windowSeconds: 60,
  })
  if (result.allowed) return
  req.responseHeaders = new Headers({ 'Retry-After': String(result.retryAfterSeconds) })
  throw new APIError(lib.TOO_MANY_REQUESTS_MESSAGE, 429, null, true)
}

export const boundPublicReads: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  // The arguments of every operation in one loose shape: only some have a where or a limit.
  const loose = args as Record<string, unknown>
  if (overrideAccess === true || loose.disableErrors === true) return args
  if (isStaff(req.user)) {
    const whole = req.context?.wholeList === true
    return READS.has(operation) && !whole ? (boundedReadArgs(loose, STAFF) as typeof args) : args
  }
  checkWhere(loose.where, collection.flattenedFields, req.payload)
  checkQueryCost(loose, collection.flattenedFields)
  if (!READS.has(operation)) return args
  await countPublicRead(req)
  return boundedReadArgs(loose) as typeof args
}

/** A plugin (list it last) putting `boundPublicReads` first on every collection. */
export function publicReadBounds(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((c) => ({
      ...c,
      hooks: {
        ...c.hooks,
        beforeOperation: [boundPublicReads, ...(c.hooks?.beforeOperation ?? [])],
      },
    })),
  }
}
