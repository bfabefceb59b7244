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

export const GET = refuseOutOfRangeIds(REST_GET(config))
export const POST = refuseOutOfRangeIds(REST_POST(config))
export const DELETE = refuseOutOfRangeIds(REST_DELETE(config))
export const PATCH = refuseOutOfRangeIds(REST_PATCH(config))
export const PUT = refuseOutOfRangeIds(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
