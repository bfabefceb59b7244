import { NextResponse } from 'next/server'
import { isForgery } from '@/lib/security/xsrf.server'
import { XSRF_REFUSED_MESSAGE } from '@/lib/security/xsrf'
import type { ApiErrorBody, FieldErrors } from '@/lib/forms/error-body'
import { parsePage } from '@/lib/ids'
import { logger } from '@/lib/log/logger.mjs'
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, unavailableInit } from '@/lib/db/unavailable'

/**
 * The JSON shapes every API answer shares (spec 000/001 section 7):
 * success `{ data }`, failure `{ error: { status, message, data? } }`
 * (`ApiErrorBody`, defined with its browser reader in src/lib/forms/error-body.ts).
 */
export type { FieldErrors }

export function ok<T>(data: T, init?: ResponseInit) {
  return NextResponse.json({ data }, init)
}

export function apiError(status: number, message: string, data?: FieldErrors, init?: ResponseInit) {
  const body: ApiErrorBody = { error: { status, message, ...(data ? { data } : {}) } }
  return NextResponse.json(body, { ...init, status })
}

export const notFound = (what = 'The requested item') => apiError(404, `${what} was not found.`)

/** Cache header for public content answers: shared caches keep them briefly and revalidate. */
export const PUBLIC_CACHE = {
  'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/**
 * Thrown by request readers (src/lib/api/body.ts) when a request cannot be
 * served as sent (too large, not JSON…); `handler()` answers it with its
 * status and message in the shared shape.
 */
export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'RequestRefused'
  }
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again.'

/**
 * Wraps every route handler of the site's JSON API: a state-changing call
 * without a good XSRF token is refused with 403 before the endpoint runs
 * (decision 0003), a database that cannot be reached is a 503 with Retry-After, and an
 * unexpected failure is logged and answered in the shared error shape instead of an HTML
 * error page.
 */
export function handler<C>(fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      if (await isForgery(req)) return apiError(403, XSRF_REFUSED_MESSAGE)
      return await fn(req, ctx)
    } catch (error) {
      if (error instanceof RequestRefused) return apiError(error.status, error.message)
      // The database is down or restarting: 503 with Retry-After, nothing stored (decision 0082).
      if (isDatabaseUnavailable(error)) {
        logger.warn(
          { err: error, method: req.method, path: new URL(req.url).pathname },
          'API request refused: the database is unavailable',
        )
        return apiError(503, UNAVAILABLE_MESSAGE, undefined, unavailableInit())
      }
      // The serializer drops a failed query's values (src/lib/log/logger.mjs).
      logger.error(
        { err: error, method: req.method, path: new URL(req.url).pathname },
        'API request failed',
      )
      return apiError(500, SERVER_ERROR_MESSAGE)
    }
  }
}

/** Reads a positive page number from `?page=`; anything else is page 1. */
export function pageParam(req: Request): number {
  return parsePage(new URL(req.url).searchParams.get('page'))
}

/**
 * 422 with a message list per field (the map the volunteer form reads from
 * error.data), from a zod error of the payload's shared schema.
 */
export function validationError(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  /** The back office's endpoints answer in the staff member's language (decision 0119). */
  message: string = INVALID_DATA_MESSAGE,
) {
  return apiError(422, message, fieldErrorsOf(issues))
}

export const INVALID_DATA_MESSAGE = 'The given data was invalid.'

/** The field → messages map of a list of zod-style issues (`_` for an issue on the whole body). */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): FieldErrors {
  const data: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_'
    ;(data[field] ??= []).push(issue.message)
  }
  return data
}
