/* Payload's REST API (used by the back office); access control lives on each collection. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { payloadClient } from '@/lib/payload.server'
import { payloadRestRoutes } from '@/lib/security/payload-routes.server'

// The composition (edge checks, no-store JSON, 503 with Retry-After) in one module, which the
// integration tests run as it is.
const routes = payloadRestRoutes(config, payloadClient)

export const GET = routes.GET
export const POST = routes.POST
export const DELETE = routes.DELETE
export const PATCH = routes.PATCH
export const PUT = routes.PUT
export const OPTIONS = routes.OPTIONS
