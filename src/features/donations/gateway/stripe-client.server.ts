import 'server-only'
import Stripe from 'stripe'
import { env } from '@/lib/env'

let client: Stripe | undefined

/**
 * The one Stripe client of this process, from STRIPE_SECRET_KEY (checked at start by
 * loadEnv). STRIPE_API_URL points it at a local stand-in of Stripe's endpoints (the tests').
 * Two network retries: safe, since every request that could charge carries our idempotency
 * key, and they ride out a brief 5xx or dropped connection before the donor sees a failure.
 */
export function stripeClient(): Stripe {
  if (client) return client
  const e = env()
  if (!e.STRIPE_SECRET_KEY) throw new Error('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY')
  const base = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined
  client = new Stripe(e.STRIPE_SECRET_KEY, {
    timeout: e.STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    appInfo: { name: 'new-egypt-foundation' },
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  })
  return client
}
