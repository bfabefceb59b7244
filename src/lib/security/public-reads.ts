import type { CollectionBeforeOperationHook, Config } from 'payload'
import { checkWhere } from './where-operators'

/**
 * Bounds of every read through Payload by someone without a staff session (issue 47, H1;
 * decision 0075). Applied inside Payload's operations (a `beforeOperation` hook of every
 * collection), after Payload has parsed the query string its own way, so that no spelling of
 * a parameter (`limit[]=0`, `limit[a]=0`, `?limit=100&limit=0`, `pagination=false`) can lift
 * them: `GET /api/cities?limit[]=0` loaded all 148,038 cities and killed the server.
 *
 * Staff (the back office) and the site's own Local API calls (access overridden) are not
 * bounded. Payload's own population of relationships (`disableErrors`, set only by Payload)
 * is bounded by the documents of the read that asked for it.
 */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 1
/** 1,000,000 rows at ANONYMOUS_MAX_LIMIT: past every table's end, below any offset overflow. */
export const ANONYMOUS_MAX_PAGE = 10_000

const READS = new Set(['read', 'readDistinct'])

const isStaff = (user: unknown) => (user as { collection?: string } | null)?.collection === 'users'
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)

/** `args` with limit, page, pagination and depth within the anonymous bounds. */
export function boundedReadArgs<A extends Record<string, unknown>>(args: A): A {
  const { limit, page, depth } = args
  return {
    ...args,
    // Payload reads limit 0 (and pagination false) as "every row".
    limit:
      isInteger(limit) && limit >= 1 ? Math.min(limit, ANONYMOUS_MAX_LIMIT) : ANONYMOUS_MAX_LIMIT,
    pagination: true,
    page: isInteger(page) && page >= 1 ? Math.min(page, ANONYMOUS_MAX_PAGE) : 1,
    depth:
      isInteger(depth) && depth >= 0 ? Math.min(depth, ANONYMOUS_MAX_DEPTH) : ANONYMOUS_MAX_DEPTH,
  }
}

export const boundPublicReads: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  // The arguments of every operation in one loose shape: only some have a where or a limit.
  const loose = args as Record<string, unknown>
  if (overrideAccess === true || isStaff(req.user) || loose.disableErrors === true) return args
  checkWhere(loose.where, collection.flattenedFields, req.payload)
  return READS.has(operation) ? (boundedReadArgs(loose) as typeof args) : args
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
