import { NextResponse } from 'next/server'
import { handler } from '@/lib/api/http'
import { withXsrfCookie } from '@/lib/security/xsrf.server'

/**
 * GET xsrf-token: 204, with an XSRF-TOKEN cookie when the browser has none
 * (or a bad one). Pages do not set it: a page answer with Set-Cookie could
 * not be kept by a shared cache. The browser's API client
 * (src/lib/api-client.ts) calls this before its first state-changing call.
 */
export const GET = handler(async (req) =>
  withXsrfCookie(
    req,
    new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } }),
  ),
)
