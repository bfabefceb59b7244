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
import { withNoStoreJson, withRestReadPolicy } from '@/lib/security/payload-rest.server'
import { withStaffSessionQueue } from '@/lib/security/staff-sessions.server'

// Anonymous reads capped; JSON answers (donor, applicant, staff data) never cached.
export const GET = withRestReadPolicy(REST_GET(config))
// One account's sign-ins, sign-outs and refreshes one at a time (Payload's session race).
export const POST = withNoStoreJson(withStaffSessionQueue(REST_POST(config)))
export const DELETE = withNoStoreJson(REST_DELETE(config))
export const PATCH = withNoStoreJson(REST_PATCH(config))
export const PUT = withNoStoreJson(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
