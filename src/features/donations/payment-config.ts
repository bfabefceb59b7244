import { z } from 'zod/mini'

/**
 * What the donation form needs to know of the gateway (issue 19, decision 0041): the sandbox
 * takes card fields; Stripe mode takes a PaymentMethod made by Stripe Elements with the
 * publishable key (never the secret one). Read at run time through GET
 * /api/donation/payment-config, because the pages are prerendered and cached: a value written
 * into them at build time would keep the build's gateway.
 */
export const paymentConfigSchema = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('sandbox') }),
  z.object({
    gateway: z.literal('stripe'),
    publishable_key: z.string().check(z.regex(/^pk_\w+$/)),
  }),
])
export type PaymentConfig = z.infer<typeof paymentConfigSchema>

/** GET /api/donation/payment-config's answer: our answers carry their fields under `data`. */
export const paymentConfigAnswer = z.object({ data: paymentConfigSchema })

/** The answer for these settings. */
export function paymentConfigOf(e: {
  PAYMENT_GATEWAY: 'sandbox' | 'stripe'
  STRIPE_PUBLISHABLE_KEY?: string
}): PaymentConfig {
  return e.PAYMENT_GATEWAY === 'stripe' && e.STRIPE_PUBLISHABLE_KEY
    ? { gateway: 'stripe', publishable_key: e.STRIPE_PUBLISHABLE_KEY }
    : { gateway: 'sandbox' }
}
