import { randomUUID } from 'node:crypto'

// A proxy's id (nginx's $request_id, a load balancer's trace id) is kept so that its log and
// ours can be joined; anything longer or with other characters could forge or flood log lines.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The request's id: the incoming X-Request-Id when it is a short safe token, else a new one. */
export function requestId(incoming) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID()
}

// Payload's back office puts a one-use token in the path of its reset and verify links.
const TOKEN_IN_PATH = /^(\/admin\/(?:reset|verify)\/)[^/]+/

/**
 * The path a request line logs: no query string (where the site's signed links carry their
 * tokens, and visitors their searches) and no token of a back-office link.
 */
export function logPath(url) {
  const pathOnly = (url ?? '/').split('?', 1)[0]
  return pathOnly.replace(TOKEN_IN_PATH, '$1:token')
}
