/**
 * One limit on request bodies in front of every route (issue 47, H2; decision 0077).
 *
 * The site's own endpoints read bodies with a limit (src/lib/api/body.ts), but Payload's REST and
 * GraphQL routes read whatever arrives: a 100 MB chunked body to /api/users/login (read twice)
 * or two 120 MB bodies to POST /api/articles (parsed before access is checked) took the server
 * past its heap and down. So the server that accepts connections (scripts/serve.mjs) bounds
 * every body before Next or Payload sees the request:
 *
 * - a Content-Length over the route's limit is answered 413 at once, the body never read (Node's
 *   parser never passes on more than the declared length, so that length is the bound);
 * - a chunked body is counted as its chunks arrive; the one that passes the limit is dropped,
 *   nothing more reaches the route (whose read fails when the connection closes), and the client
 *   gets the 413.
 *
 * After a 413 the server closes its side of the connection and reads and throws away what still
 * arrives for 3 seconds, so that a client still sending reads the answer; then the connection is
 * closed. Nothing of it is kept.
 *
 * The 413 has the API's shared error shape. The limits are small for everything but the routes
 * that take files; each route's own reader keeps its exact, smaller or equal limit.
 */

const KB = 1024
const MB = 1024 * KB

/** Every route without a file: JSON and form posts, Payload's REST and GraphQL, server actions. */
export const DEFAULT_BODY_BYTES = 1 * MB

/** src/features/cases/schema.ts: MAX_UPLOAD_BYTES, a request's files together (checked by the test). */
export const CASE_UPLOAD_BYTES = 50 * MB

/** An image a staff member uploads to Payload (media and the other upload collections). */
export const STAFF_UPLOAD_BYTES = 20 * MB

/**
 * The routes that take files, with the same limits their own readers apply.
 * @type {Array<[RegExp, number]>}
 */
const UPLOAD_ROUTES = [
  // POST case-searches: the case image and up to 10 more (50 MB together), plus the text fields.
  [/^\/api\/content\/case-searches\/?$/, CASE_UPLOAD_BYTES + 1 * MB],
  // POST case-documents: up to 10 documents (50 MB together), plus the reference and identifier.
  [/^\/api\/content\/case-documents\/?$/, CASE_UPLOAD_BYTES + 64 * KB],
  // A vote with its drawn signature (accept-multiple-actions' own reader: 2 MB).
  [/^\/api\/content\/accept-multiple-actions\/?$/, 2 * MB],
  // Payload's upload collections, created and replaced by staff.
  [
    /^\/api\/(?:media|case-files|vote-signatures|entity-signatures)(?:\/[^/]*)?\/?$/,
    STAFF_UPLOAD_BYTES,
  ],
]

export const TOO_LARGE_MESSAGE = 'The request is too large.'

/**
 * The most bytes a body to `url` may have.
 * @param {string | undefined} url the request's path and query
 * @returns {number}
 */
export function bodyLimitFor(url = '/') {
  const pathname = url.split('?')[0] ?? '/'
  for (const [pattern, bytes] of UPLOAD_ROUTES) if (pattern.test(pathname)) return bytes
  return DEFAULT_BODY_BYTES
}

/**
 * How long the rest of a refused body is read and thrown away after the 413 and the server's end
 * of the connection closed (a "lingering close", as nginx does): a connection closed while the
 * client still sends is reset, and the reset loses the answer it had not read yet.
 */
const LINGER_MS = 3000

/**
 * Bounds `req`'s body at `limit` bytes, answering 413 itself when it is over. Returns false when
 * it has answered already (a declared length over the limit): the request must not be handled.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} limit
 */
export function guardBody(req, res, limit) {
  const declared = req.headers['content-length']
  if (declared !== undefined && !(Number(declared) <= limit)) {
    refuse(req, res)
    req.resume() // thrown away as it arrives
    return false
  }
  // With a Content-Length within the limit, the parser passes on no more than that.
  if (declared === undefined && req.headers['transfer-encoding'] !== undefined) {
    countChunks(req, res, limit)
  }
  return true
}

/**
 * Counts the bytes the parser hands to `req` (it calls `req.push` for each chunk). The chunk that
 * passes `limit` and all after it are thrown away, so no reader holds more than `limit` bytes;
 * 413 is answered.
 */
function countChunks(req, res, limit) {
  const push = req.push
  let seen = 0
  let over = false
  req.push = function (chunk, encoding) {
    if (chunk === null || chunk === undefined) return over || push.call(this, chunk)
    if (over) return true
    seen += chunk.length
    if (seen <= limit) return push.call(this, chunk, encoding)
    over = true
    // The route's body never ends: it is cut off (aborted) when the connection closes.
    refuse(req, res)
    return true
  }
}

/**
 * The 413, once, then the lingering close. What the route still tries to write afterwards (it
 * sees its body cut off) goes nowhere.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function refuse(req, res) {
  const socket = req.socket
  res.once('finish', () => {
    socket.end()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  })
  if (!res.headersSent && !res.writableEnded) {
    const body = JSON.stringify({ error: { status: 413, message: TOO_LARGE_MESSAGE } })
    res.writeHead(413, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    })
    res.end(body)
  } else if (!res.writableEnded) {
    res.destroy()
  }
  res.on('error', () => {})
  res.writeHead = () => res
  res.setHeader = () => res
  res.write = () => true
  res.end = () => res
}
