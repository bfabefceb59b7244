import type { AfterErrorHook } from 'payload'
import { isObjectStoreError } from '@/lib/storage/store-errors'

/**
 * The database is down or restarting (decision 0082): every answer that needs it is a 503 with
 * Retry-After, so that a client, a proxy or a monitor knows to come back, never a 500.
 */
export const RETRY_AFTER_SECONDS = 10

export const UNAVAILABLE_MESSAGE =
  'The site cannot reach its database just now. Nothing was saved; please try again in a minute.'

/** Node's socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])
/** pg's own words for a connection it lost or could not get in time (no code on these). */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
]

function connectionProblem(e: object): boolean {
  const code = (e as { code?: unknown }).code
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code)) return true
    // 08xxx connection exception; 57P01-03 admin shutdown, crash shutdown, cannot connect now.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true
  }
  const message = (e as { message?: unknown }).message
  return typeof message === 'string' && POOL_MESSAGES.some((m) => message.includes(m))
}

/**
 * Whether `error` says the database cannot be reached: on the error, a cause it wraps (Drizzle
 * and Payload wrap pg's), or one of an AggregateError's (Node tries each address of `localhost`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  // The S3 client's socket errors carry the same codes (ECONNREFUSED…): an object store that is
  // down is told as such (src/lib/storage/store-errors.ts), not as the database.
  if (depth === 0 && isObjectStoreError(error)) return false
  if (connectionProblem(error)) return true
  const inner = (error as { errors?: unknown }).errors
  if (Array.isArray(inner) && inner.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}

/** Payload's REST API (config `hooks.afterError`): a lost database is a 503, not a 500. */
export const databaseDownIs503: AfterErrorHook = ({ error }) => {
  if (!isDatabaseUnavailable(error)) return
  return { status: 503, response: { errors: [{ message: UNAVAILABLE_MESSAGE }] } }
}

type Route<C> = (req: Request, ctx: C) => Promise<Response>

/**
 * Wraps Payload's REST routes: a 503 gets Retry-After (Payload's error hooks set no headers),
 * and a database error thrown before Payload answers (our own wrappers read rate-limit
 * counters) is a 503 in Payload's error shape too.
 */
export function withRetryAfter<C>(route: Route<C>): Route<C> {
  return async (req, ctx) => {
    let res: Response
    try {
      res = await route(req, ctx)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      return Response.json({ errors: [{ message: UNAVAILABLE_MESSAGE }] }, unavailableInit())
    }
    if (res.status === 503 && !res.headers.has('Retry-After')) {
      res.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    }
    return res
  }
}

/** Status and headers of a 503 answer. */
export const unavailableInit = () => ({
  status: 503,
  headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
})
