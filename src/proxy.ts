import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { apiError } from '@/lib/api/http'
import { payloadSecret } from '@/lib/runtime-config'
import {
  createXsrfToken,
  isForgeryRisk,
  isValidXsrfToken,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_REFUSED_MESSAGE,
} from '@/lib/security/xsrf'

let secret: string | undefined
const getSecret = () => (secret ??= payloadSecret(env()))

/**
 * Runs before every call to the site's JSON API: hands each browser an
 * XSRF-TOKEN cookie and refuses state-changing calls that do not send it
 * back in the X-XSRF-TOKEN header.
 */
export async function proxy(request: NextRequest) {
  const cookie = request.cookies.get(XSRF_COOKIE)?.value
  const risky = await isForgeryRisk(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      cookie,
      header: request.headers.get(XSRF_HEADER),
    },
    getSecret(),
  )
  if (risky) return apiError(403, XSRF_REFUSED_MESSAGE)

  const response = NextResponse.next()
  if (!(await isValidXsrfToken(cookie, getSecret()))) {
    response.cookies.set(XSRF_COOKIE, await createXsrfToken(getSecret()), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false, // the page's script must read it to send it back
      secure: request.nextUrl.protocol === 'https:',
    })
  }
  return response
}

export const config = {
  // The site's JSON API only: pages stay free of Set-Cookie, so they can be cached by shared
  // caches, and spared the proxy's work (the browser gets its token from GET xsrf-token).
  matcher: ['/api/donation/:path*', '/api/content/:path*', '/api/news-service/:path*'],
}
