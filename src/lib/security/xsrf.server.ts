import 'server-only'
import { NextResponse } from 'next/server'
import { readCookie } from '@/lib/api-client'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import {
  createXsrfToken,
  isForgeryRisk,
  isValidXsrfToken,
  SAFE_METHODS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './xsrf'

let secret: string | undefined
const getSecret = () => (secret ??= payloadSecret(env()))

const cookieOf = (req: Request) => readCookie(req.headers.get('cookie') ?? '', XSRF_COOKIE)

/**
 * True when `req` changes state on the site's JSON API without a good token
 * (the header equal to the cookie, carrying this server's signature).
 * Checked by `handler()` (src/lib/api/http.ts), which wraps every endpoint.
 */
export async function isForgery(req: Request): Promise<boolean> {
  // Reads never need the token; not touching their headers keeps cached GET routes static.
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false
  return isForgeryRisk(
    {
      method: req.method,
      pathname: new URL(req.url).pathname,
      cookie: cookieOf(req),
      header: req.headers.get(XSRF_HEADER),
    },
    getSecret(),
  )
}

/** Sets a fresh XSRF-TOKEN cookie on `res` unless `req` already carries a good one. */
export async function withXsrfCookie(req: Request, res: NextResponse): Promise<NextResponse> {
  if (await isValidXsrfToken(cookieOf(req), getSecret())) return res
  res.cookies.set(XSRF_COOKIE, await createXsrfToken(getSecret()), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false, // the page's script must read it to send it back
    secure: new URL(req.url).protocol === 'https:',
  })
  return res
}
