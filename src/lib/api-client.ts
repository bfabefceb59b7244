/**
 * The browser's API client (spec 000 section 7): adds X-XSRF-TOKEN, read from
 * the XSRF-TOKEN cookie, to relative requests other than GET and HEAD;
 * absolute URLs are left alone so the token never leaves this site.
 */
import { XSRF_COOKIE, XSRF_HEADER } from './security/xsrf'

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

/** The headers to send: `init` headers plus the token where it belongs. */
export function withXsrf(url: string, init: RequestInit, cookies: string): Headers {
  const headers = new Headers(init.headers)
  const method = (init.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD' && isRelativeUrl(url) && !headers.has(XSRF_HEADER)) {
    const token = readCookie(cookies, XSRF_COOKIE)
    if (token) headers.set(XSRF_HEADER, token)
  }
  return headers
}

export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const cookies = typeof document === 'undefined' ? '' : document.cookie
  return fetch(url, { credentials: 'same-origin', ...init, headers: withXsrf(url, init, cookies) })
}
