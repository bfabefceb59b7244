import { paymentConfigOf } from '@/features/donations/payment-config'
import { handler, ok } from '@/lib/api/http'
import { env } from '@/lib/env'

// Read per request: the gateway is a start-time setting, not a build-time one (decision 0041).
export const dynamic = 'force-dynamic'

/** GET payment-config: the gateway and, in Stripe mode, its publishable key. */
export const GET = handler(async () =>
  ok(paymentConfigOf(env()), { headers: { 'Cache-Control': 'no-store' } }),
)
