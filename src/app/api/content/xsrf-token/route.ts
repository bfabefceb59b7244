/**
 * GET xsrf-token: answers 204; src/proxy.ts, which runs before every call to
 * the site's JSON API, sets the XSRF-TOKEN cookie on the answer when the
 * browser has none (or a bad one). Pages do not set it: a page answer with
 * Set-Cookie could not be kept by a shared cache. The browser's API client
 * (src/lib/api-client.ts) calls this before its first state-changing call.
 */
export const GET = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
