import type { Stripe } from '@stripe/stripe-js'

const instances = new Map<string, Promise<Stripe | null>>()

/**
 * Stripe.js for a publishable key, loaded on first use (Stripe's script, not in our bundle) and
 * shared: the card fields and the wallet button of one form use the same instance. Resolves to
 * null when Stripe.js cannot load; a failed load is forgotten so that a later mount tries again.
 */
export function stripeInstance(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey)
  if (!instance) {
    instance = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey))
    instance.catch(() => instances.delete(publishableKey))
    instances.set(publishableKey, instance)
  }
  return instance
}
