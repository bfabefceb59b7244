import 'server-only'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/env'

/**
 * The staff member signing a back-office request, from whichever host name the admin uses.
 *
 * Payload reads its session cookie only when the request's Origin is in its `csrf` list, which
 * holds `SITE_URL` alone: a treasurer who opened the back office at http://127.0.0.1:3000 while
 * SITE_URL says http://localhost:3000 was answered "Sign in to the back office…" although signed
 * in. A request whose Origin is the host it was sent to is same-origin, which is what the list
 * guards against being otherwise (and every state-changing endpoint checks the XSRF token as
 * well, src/lib/api/http.ts): Payload is asked with that Origin taken off and the browser's own
 * `Sec-Fetch-Site: same-origin` in its place. A cookie from anywhere else is still not read, and
 * the refusal says why, naming the configured SITE_URL (`wrongHost`).
 */
export async function staffAuth(
  payload: Payload,
  req: Request,
  /** The refusal's language: the back office's, for our admin endpoints (decision 0119). */
  lang: 'en' | 'ar' = 'en',
): Promise<{ user: Awaited<ReturnType<Payload['auth']>>['user']; wrongHost?: string }> {
  const { user } = await payload.auth({ headers: sameOriginHeaders(req) })
  if (user) return { user }
  const origin = req.headers.get('origin')
  const withSession = /(?:^|;\s*)payload-token=/.test(req.headers.get('cookie') ?? '')
  if (!withSession || !origin || payload.config.csrf.includes(origin)) return { user }
  return { user, wrongHost: WRONG_HOST[lang](origin, siteUrl()) }
}

/** The refusal of a session cookie sent from a page at another address than SITE_URL's. */
const WRONG_HOST = {
  en: (origin: string, site: string) =>
    `This page was opened at ${origin}, but the back office is set up for ${site} (SITE_URL). Open the back office at ${site}, or set SITE_URL to the address you use.`,
  ar: (origin: string, site: string) =>
    `فُتحت هذه الصفحة على العنوان ${origin}، لكن لوحة التحكم مُعدَّة للعنوان ${site} (SITE_URL). افتح لوحة التحكم على ${site}، أو اضبط SITE_URL على العنوان الذي تستخدمه.`,
}

/** The request's headers, with a same-origin Origin read as Payload reads a same-origin fetch. */
function sameOriginHeaders(req: Request): Headers {
  const origin = req.headers.get('origin')
  if (!origin || !isSameOrigin(req, origin)) return req.headers
  const headers = new Headers(req.headers)
  headers.delete('origin')
  headers.set('sec-fetch-site', 'same-origin')
  return headers
}

/** The Origin names the host the request was sent to (Host, or a proxy's X-Forwarded-Host). */
function isSameOrigin(req: Request, origin: string): boolean {
  let from: URL
  try {
    from = new URL(origin)
  } catch {
    return false
  }
  const hosts = [
    req.headers.get('host'),
    req.headers.get('x-forwarded-host')?.split(',')[0],
    new URL(req.url).host,
  ]
    .map((h) => h?.trim().toLowerCase())
    .filter(Boolean)
  return hosts.includes(from.host.toLowerCase())
}
