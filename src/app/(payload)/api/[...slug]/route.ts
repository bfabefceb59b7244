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
import { withStaffSessionQueue } from '@/lib/security/staff-sessions.server'

export const GET = REST_GET(config)
// One account's sign-ins, sign-outs and refreshes one at a time (Payload's session race).
export const POST = withStaffSessionQueue(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
