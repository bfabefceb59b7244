/**
 * Forgery protection for the JSON API (design.md "Contracts that matter"):
 * the server sets a readable XSRF-TOKEN cookie; the browser's API client
 * sends it back as X-XSRF-TOKEN; a state-changing call whose header does not
 * match the cookie, or whose token was not signed by this server, is refused.
 * Web Crypto only, so it runs in any runtime (the API's `handler()` checks
 * it, src/lib/security/xsrf.server.ts).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
export const XSRF_REFUSED_MESSAGE =
  'This request was refused because its security token is missing or invalid. Reload the page and try again.'

/**
 * The API bases whose state-changing calls need the token. The gateways' callbacks are the
 * exceptions: Stripe's and Paymob's servers call them, with no browser and no cookie; their own
 * signatures (Stripe's, checked with the stripe package; Paymob's HMAC, decision 0107) are what
 * they are trusted by.
 */
export const PROTECTED_API =
  /^\/api\/(?!donation\/(stripe-webhook|paymob-callback)\/?$)(donation|donor|content|news-service)(\/|$)/
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const encoder = new TextEncoder()
const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function sign(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`xsrf:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return b64url(await crypto.subtle.sign('HMAC', key, encoder.encode(value)))
}

export async function createXsrfToken(secret: string): Promise<string> {
  const nonce = b64url(crypto.getRandomValues(new Uint8Array(24)))
  return `${nonce}.${await sign(nonce, secret)}`
}

/** Constant-time comparison of two strings. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export async function isValidXsrfToken(
  token: string | undefined | null,
  secret: string,
): Promise<boolean> {
  if (!token) return false
  const [nonce, mac, extra] = token.split('.')
  if (!nonce || !mac || extra !== undefined) return false
  return same(mac, await sign(nonce, secret))
}

/** True when a request must carry the token and does not carry a good one. */
export async function isForgeryRisk(
  req: { method: string; pathname: string; cookie?: string | null; header?: string | null },
  secret: string,
): Promise<boolean> {
  if (SAFE_METHODS.has(req.method.toUpperCase()) || !PROTECTED_API.test(req.pathname)) return false
  if (!req.cookie || !req.header || !same(req.cookie, req.header)) return true
  return !(await isValidXsrfToken(req.header, secret))
}
