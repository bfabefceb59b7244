/* Payload's REST API (used by the back office); access control lives on each collection. */
import config from '@payload-config'
import '@payloadcms/next/css'
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
import {
  refuseBadFileNames,
  withNoStoreJson,
  withRestReadPolicy,
} from '@/lib/security/payload-rest.server'
import { payloadClient } from '@/lib/payload.server'
import { withSignInThrottle } from '@/lib/security/staff-login.server'
import { withStaffSessionQueue } from '@/lib/security/staff-sessions.server'

// Ids beyond PostgreSQL's integer range are 404 before Payload sees them; anonymous reads
// capped; JSON answers (donor, applicant, staff data) never cached. The database down: 503 with
// Retry-After (decision 0082).
export const GET = withRetryAfter(
  refuseOutOfRangeIds(refuseBadFileNames(withRestReadPolicy(REST_GET(config)))),
)
// Failed sign-ins limited per client address; one account's sign-ins, sign-outs and refreshes
// one at a time across every instance (Payload's session race).
export const POST = withRetryAfter(
  refuseOutOfRangeIds(
    withNoStoreJson(
      withSignInThrottle(withStaffSessionQueue(REST_POST(config), payloadClient), payloadClient),
    ),
  ),
)
export const DELETE = withRetryAfter(refuseOutOfRangeIds(withNoStoreJson(REST_DELETE(config))))
export const PATCH = withRetryAfter(refuseOutOfRangeIds(withNoStoreJson(REST_PATCH(config))))
export const PUT = withRetryAfter(refuseOutOfRangeIds(withNoStoreJson(REST_PUT(config))))
export const OPTIONS = REST_OPTIONS(config)
