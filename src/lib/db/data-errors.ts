import type { AfterErrorHook } from 'payload'

/** The SQLSTATE of a PostgreSQL error, found on the error or a cause it wraps (Drizzle wraps pg's). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

export const DATA_ERROR_MESSAGE = 'The request has a value that is not valid here.'

/**
 * Payload's REST API (config `hooks.afterError`): an error of PostgreSQL's class 22, "data
 * exception" (a text id where the column is an integer, a number beyond its range, a NUL
 * byte in text), comes from what the client sent, so it is a 400, not the 500 Payload
 * answers for any error (issue 25, finding 4: `/api/cities?where[id][equals]=99999999999`,
 * `/api/articles/abc`).
 */
export const clientDataErrorsAre400: AfterErrorHook = ({ error }) => {
  if (!sqlState(error)?.startsWith('22')) return
  return { status: 400, response: { errors: [{ message: DATA_ERROR_MESSAGE }] } }
}
