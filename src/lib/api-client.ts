/**
 * The browser's API client (spec 000 section 7): adds X-XSRF-TOKEN, read from
 * the XSRF-TOKEN cookie, to relative requests other than GET and HEAD;
 * absolute URLs are left alone so the token never leaves this site.
 */
import { XSRF_COOKIE, XSRF_HEADER, XSRF_REFUSED_MESSAGE } from './security/xsrf'

export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//')
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Relative requests other than GET and HEAD carry the token. */
const needsToken = (url: string, init: RequestInit) =>
  !['GET', 'HEAD'].includes((init.method ?? 'GET').toUpperCase()) && isRelativeUrl(url)

/**
 * The headers to send: `init` headers plus the token where it belongs, and on the same
 * requests the page's language when it is Arabic (`lang: ar`, decision 0044), so the server
 * mails the visitor in the language of the form; a caller's own `lang` header wins.
 */
export function withXsrf(
  url: string,
  init: RequestInit,
  cookies: string,
  pageLang: string = '',
): Headers {
  const headers = new Headers(init.headers)
  if (needsToken(url, init) && !headers.has(XSRF_HEADER)) {
    const token = readCookie(cookies, XSRF_COOKIE)
    if (token) headers.set(XSRF_HEADER, token)
  }
  if (needsToken(url, init) && pageLang === 'ar' && !headers.has('lang')) headers.set('lang', 'ar')
  return headers
}

/** The site's own address that hands out the XSRF-TOKEN cookie (src/app/api/content/xsrf-token). */
export const XSRF_TOKEN_PATH = '/api/content/xsrf-token'

interface ClientDeps {
  fetch: typeof fetch
  /** The page's cookies as `document.cookie` gives them. */
  cookies: () => string
  /** The page's language (`<html lang>`); absent outside a browser. */
  pageLang?: () => string
}

/**
 * The API client over `deps`. Pages carry no cookie (so shared caches may
 * keep them), so before its first state-changing call a visitor has no token
 * yet: the client asks XSRF_TOKEN_PATH for one. A call refused with 403 for
 * its token (a cookie from before a secret change) gets a fresh one and is
 * sent once more.
 */
export function createApiFetch({ fetch, cookies, pageLang = () => '' }: ClientDeps) {
  const refreshToken = () =>
    fetch(XSRF_TOKEN_PATH, { credentials: 'same-origin', cache: 'no-store' }).then(() => undefined)
  const send = (url: string, init: RequestInit) =>
    fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: withXsrf(url, init, cookies(), pageLang()),
    })

  return async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
    if (!needsToken(url, init)) return send(url, init)
    if (!readCookie(cookies(), XSRF_COOKIE)) await refreshToken()
    const res = await send(url, init)
    if (res.status !== 403 || !(await refusedForToken(res))) return res
    await refreshToken()
    return send(url, init)
  }
}

async function refusedForToken(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { error?: { message?: string } }
    return body.error?.message === XSRF_REFUSED_MESSAGE
  } catch {
    return false
  }
}

export const apiFetch = createApiFetch({
  fetch: (...args) => fetch(...args),
  cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
  pageLang: () => (typeof document === 'undefined' ? '' : document.documentElement.lang),
})
