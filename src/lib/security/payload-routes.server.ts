import 'server-only'
import type { Payload, SanitizedConfig } from 'payload'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { refuseOutOfRangeIds } from '@/lib/api/payload-ids'
import { withRetryAfter } from '@/lib/db/unavailable'
import { refuseBadFileNames, withNoStoreJson, withRestReadPolicy } from './payload-rest.server'
import { isOtherSpellingOfSecurityRoute } from './canonical-path'
import { withStaffSessionQueue } from './staff-sessions.server'

type Config = SanitizedConfig | Promise<SanitizedConfig>
type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/**
 * Another spelling of a staff-account route or of /api/access (`/api/users/LOGIN`,
 * `/api/users/%6Cogin`, `/api/ACCESS`, a doubled or trailing slash) answers 404: the checks
 * themselves live in Payload's hooks and endpoints, whatever the spelling (decision 0124), and
 * no client of ours sends those spellings, so nothing but a probe gets them.
 */
export function refuseOtherSpellings<C>(handle: Handler<C>): Handler<C> {
  return async (req, ctx) =>
    isOtherSpellingOfSecurityRoute(new URL(req.url).pathname)
      ? Response.json(
          { errors: [{ message: 'Not Found' }] },
          { status: 404, headers: { 'Cache-Control': 'no-store' } },
        )
      : handle(req, ctx)
}

/**
 * Payload's REST API as the app serves it (src/app/(payload)/api/[...slug]/route.ts), in one
 * place so that the integration tests run the very same composition.
 */
export function payloadRestRoutes(config: Config, client: () => Promise<Payload>) {
  type Ctx = { params: Promise<{ slug: string[] }> }
  const edge = (handle: Handler<Ctx>) =>
    withRetryAfter(refuseOtherSpellings(refuseOutOfRangeIds(handle)))
  return {
    // Ids beyond PostgreSQL's integer range are 404 before Payload sees them; JSON answers
    // (donor, applicant, staff data) never cached. The database down: 503 with Retry-After
    // (decision 0082).
    GET: edge(refuseBadFileNames(withRestReadPolicy(REST_GET(config)))),
    // One account's sign-ins, sign-outs and refreshes one at a time across every instance
    // (Payload's session race). Failed sign-ins are limited inside Payload (Users' hooks).
    POST: edge(withNoStoreJson(withStaffSessionQueue(REST_POST(config), client))),
    DELETE: edge(withNoStoreJson(REST_DELETE(config))),
    PATCH: edge(withNoStoreJson(REST_PATCH(config))),
    PUT: edge(withNoStoreJson(REST_PUT(config))),
    OPTIONS: REST_OPTIONS(config),
  }
}
