/**
 * Visitor pages while the database is down: 503 with Retry-After and a page in the visitor's
 * language, never Next's 500 (issue 43, decision 0090). Next's onRequestError hook leaves that
 * page under the request's id when a render failed on the database
 * (src/lib/db/unavailable-page.ts); this wrapper holds any 5xx page answer until its end, then
 * sends that page instead, or the held answer unchanged. Answers below 500 (every page served
 * from Next's cache among them) stream through untouched from their first byte.
 */

/** The Map the hook fills (Symbol.for: one key for the bundled hook and this plain module). */
const PAGES = Symbol.for('charity.unavailablePages')
/** RETRY_AFTER_SECONDS of src/lib/db/unavailable.ts: the API's 503s say the same. */
export const RETRY_AFTER_SECONDS = 10
/** How long the end of a failed answer waits for the hook (it runs in a promise of Next's). */
const WAIT_FOR_HOOK_MS = 200

/** @returns {Map<string, { html: string, at: number }>} */
function registry() {
  globalThis[PAGES] ??= new Map()
  return globalThis[PAGES]
}

/** The page the hook left for request `id` (taken: each is sent once), waiting a little for it. */
async function takePage(id) {
  const pages = registry()
  for (let waited = 0; ; waited += 20) {
    const entry = pages.get(id)
    if (entry || waited >= WAIT_FOR_HOOK_MS) {
      pages.delete(id)
      return entry?.html
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Makes `res` answer 503 with the unavailable page when its render failed on the database.
 * Call before the handler writes anything (after addScriptPolicy, so that the page it sends
 * still gets its script policy).
 * @param {import('node:http').ServerResponse} res
 * @param {string} id the request's X-Request-Id
 */
export function answerUnavailablePages(res, id) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  }
  /** @type {{ chunk: unknown, encoding: unknown }[]} */
  const held = []
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided'
  /** @type {unknown[] | undefined} the arguments of writeHead, replayed when the answer passes */
  let head

  const decide = () => {
    if (mode === 'undecided') mode = res.statusCode >= 500 ? 'hold' : 'pass'
    return mode
  }
  res.writeHead = function (...args) {
    if (typeof args[0] === 'number') res.statusCode = args[0]
    if (decide() === 'pass') return original.writeHead.apply(res, args)
    head = args
    return res
  }
  res.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.apply(res, arguments)
    held.push({ chunk, encoding: typeof encoding === 'function' ? undefined : encoding })
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.apply(res, arguments)
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk)
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding)
    if (chunk !== undefined && chunk !== null) held.push({ chunk, encoding })
    mode = 'pass'
    void takePage(id).then((html) => {
      if (html === undefined) {
        if (head) original.writeHead.apply(res, head)
        for (const part of held) original.write.call(res, part.chunk, part.encoding)
        original.end.call(res, callback)
        return
      }
      sendPage(res, original, html, callback)
    })
    return res
  }
}

/** The 503 answer: its own body, so Next's headers of the other one (encoding, length) go. */
function sendPage(res, original, html, callback) {
  for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'x-nextjs-cache']) {
    res.removeHeader(name)
  }
  res.statusCode = 503
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
  res.setHeader('Cache-Control', 'no-store')
  original.end.call(res, html, 'utf8', callback)
}
