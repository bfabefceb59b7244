import { receiveStripeEvent } from '@/features/donations/confirm/stripe-webhook.server'
import { apiError, handler, notFound, ok } from '@/lib/api/http'
import { readBytes } from '@/lib/api/body'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'

/**
 * POST stripe-webhook (issue 19; not in the spec's table: Stripe calls it, not the site's
 * pages). Exists in Stripe mode only. Trusted by Stripe's signature, not the XSRF token
 * (src/lib/security/xsrf.ts exempts this path); the raw body is what is signed.
 */
export const POST = handler(async (req) => {
  if (env().PAYMENT_GATEWAY !== 'stripe') return notFound('The Stripe webhook')
  const raw = Buffer.from(await readBytes(req, 512 * 1024)).toString('utf8')
  const answer = await receiveStripeEvent(
    await payloadClient(),
    raw,
    req.headers.get('stripe-signature'),
  )
  return answer.status === 200
    ? ok({ message: answer.message })
    : apiError(answer.status, answer.message)
})
