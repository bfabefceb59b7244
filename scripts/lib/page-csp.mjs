/**
 * The script policy of the site's pages, worked out per answer (decisions 0025 and 0079).
 *
 * Next writes its bootstrap and the page's React payload as inline scripts
 * (`self.__next_f.push(…)`), different on every page and after every
 * revalidation. A nonce would make Next render each page on every request
 * (no more cache), so the policy lists the SHA-256 of the inline scripts of
 * the HTML actually sent, cached or not: `script-src 'self' 'sha256-…' …`.
 * Only scripts of the shapes the framework writes are hashed (appScript): the
 * React payload and Turbopack's chunk list, whose argument must be JSON (data,
 * not code), and React's streaming instructions made of its own runtime. An
 * inline script of any other shape, such as one injected through content, is
 * left out and does not run. The HTML is held until its end to hash it (a
 * cached page is sent whole anyway); Next's compression stays as it is: a
 * compressed page is decompressed only to be read.
 */
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { appScript } from './app-scripts.mjs'

export { appScript }

/** Executable script types (an absent type is JavaScript); data blocks such as JSON-LD are not. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * `'sha256-…'` sources of the app's inline scripts in `html`, in order, without repeats.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE.test(type.trim())) continue
    if (!appScript(body)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The script directive of a page with these inline scripts (and the gateway's script hosts).
 * @param {string[]} hashes
 * @param {readonly string[]} [hosts]
 */
export const scriptPolicy = (hashes, hosts = []) =>
  ["script-src 'self'", ...hosts, ...hashes].join(' ')

/**
 * Script hosts the payment gateway needs on our pages (decision 0041). Stripe mode loads
 * Stripe.js from js.stripe.com, which must never be self-hosted (Stripe's CSP guidance); the
 * sandbox needs none, so its policy stays as it was. Stripe's frames (js.stripe.com,
 * hooks.stripe.com) and its API (api.stripe.com) need no entry: the base policy sets no
 * default-src, frame-src or connect-src, so they are not restricted, and adding those
 * directives here would block every other frame and fetch destination.
 * @param {string | undefined} gateway PAYMENT_GATEWAY
 * @returns {readonly string[]}
 */
export const gatewayScriptHosts = (gateway) =>
  gateway?.trim() === 'stripe' ? ['https://js.stripe.com'] : []

/**
 * Requests whose answer may be a page of ours: not Next's files, the API, the back office or
 * static files. A path with another extension (`/wp-login.php`, `/index.html`) is answered by
 * the not-found page, which gets the policy of every page.
 */
const NOT_A_PAGE =
  /^\/(_next|api|admin)(\/|$)|\.(avif|webp|png|jpe?g|gif|svg|ico|bmp|css|js|mjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|eot|pdf|csv|zip|mp4|webm|mp3)$/i

/** @param {{ method?: string, url?: string }} req */
export function mayBeAPage(req) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  return req.method === 'GET' && !NOT_A_PAGE.test(pathname)
}

/**
 * Requests whose answer may be a page of the back office (Payload's admin, a Next app of the same
 * build): its HTML gets the same script policy as the site's pages (decision 0079). Its other
 * answers (server functions, React payloads) are not HTML and pass through untouched.
 * @param {{ method?: string, url?: string }} req
 */
export function mayBeAnAdminPage(req) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  return req.method === 'GET' && /^\/admin(\/|$)/.test(pathname)
}

/** @param {Buffer} body @param {unknown} encoding */
function decoded(body, encoding) {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body)
    case 'br':
      return brotliDecompressSync(body)
    case 'deflate':
      return inflateSync(body)
    default:
      return body
  }
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8')

/**
 * Script directives already worked out, by the page's ETag (Next derives it from the page's
 * bytes, before compression). A cached page is sent thousands of times between revalidations:
 * hashing it once instead of on every answer took the news list from about 850 to 1,100 pages a
 * second on the bench machine. Bounded: the oldest entry goes first.
 * @type {Map<string, string>}
 */
const directiveByEtag = new Map()
const MAX_REMEMBERED = 2000

/** @param {string} key @param {string} directive */
function remember(key, directive) {
  if (directiveByEtag.size >= MAX_REMEMBERED) {
    directiveByEtag.delete(directiveByEtag.keys().next().value)
  }
  directiveByEtag.set(key, directive)
}

/** @param {unknown} base @param {string} directive */
const withBase = (base, directive) => [base, directive].filter(Boolean).join('; ')

/**
 * Makes `res` add the script policy to an HTML answer before it leaves: other
 * answers pass through untouched from their first byte. Call before the
 * handler writes anything.
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} [hosts] script hosts allowed besides 'self' (gatewayScriptHosts)
 */
export function addScriptPolicy(res, hosts = []) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  }
  /** @type {Buffer[]} */
  const chunks = []
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided'

  // The wrappers stay in place and forward once the answer passes. Putting the original methods
  // back instead (as at first) also removed whatever wrapped these after us — Next's compression
  // wraps write/end inside the handler — and every React payload answer (text/x-component: client
  // navigations, router.refresh()) then never ended: its body was sent, its end never was.
  const decide = () => {
    if (mode !== 'undecided') return mode
    // A 304's headers replace the stored ones in the browser: without a policy there, the
    // page's own (with its hashes) stays in force.
    if (res.statusCode === 304) res.removeHeader('content-security-policy')
    const html = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
    mode = res.statusCode !== 304 && html ? 'hold' : 'pass'
    const known = mode === 'hold' && etagKey ? directiveByEtag.get(etagKey()) : undefined
    if (known) {
      // The same page as before: its policy is known, so it streams through untouched.
      res.setHeader(
        'Content-Security-Policy',
        withBase(res.getHeader('content-security-policy'), known),
      )
      mode = 'pass'
    }
    return mode
  }
  /** The memo's key for this answer, when it has an ETag (a page Next sent whole). */
  const etagKey = () => {
    const etag = res.getHeader('etag')
    return res.statusCode === 200 && typeof etag === 'string' && etag
      ? `${hosts.join(' ')}|${etag}`
      : undefined
  }

  // Headers given to writeHead are kept on the answer and sent with it at the end. Compression
  // (and Node itself, for implicit headers) may call it more than once before a write.
  res.writeHead = function (status, message, headers) {
    if (mode === 'pass') return original.writeHead.apply(res, arguments)
    res.statusCode = status
    if (typeof message === 'string') res.statusMessage = message
    else headers = message
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(key, value)
      }
    }
    if (decide() === 'pass') return original.writeHead.call(res, res.statusCode)
    return res
  }
  res.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.apply(res, arguments)
    chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.apply(res, arguments)
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk)
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding)
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(chunks)
    mode = 'pass' // from here on, everything goes straight through
    try {
      const html = decoded(body, res.getHeader('content-encoding')).toString('utf8')
      const directive = scriptPolicy(inlineScriptHashes(html), hosts)
      const key = etagKey()
      if (key) remember(key, directive)
      res.setHeader(
        'Content-Security-Policy',
        withBase(res.getHeader('content-security-policy'), directive),
      )
    } catch (error) {
      // An answer we cannot read keeps its base policy (no script-src): it is sent, not lost.
      console.error('[csp] could not hash the inline scripts of a page:', error)
    }
    return original.end.call(res, body, callback)
  }
}

/**
 * HSTS for a site served over https only: sent on plain http it would promise what the site
 * cannot keep. Decided from SITE_URL when the server starts.
 * @param {string | undefined} siteUrl
 * @returns {string | undefined}
 */
export const strictTransportSecurity = (siteUrl) =>
  /^https:\/\//i.test(siteUrl ?? '') ? 'max-age=31536000; includeSubDomains' : undefined
