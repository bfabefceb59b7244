import type { Resolver } from 'react-hook-form'
import { z } from 'zod/mini'
import { schemaResolver } from '@/components/form/resolver'
import {
  donationSchema,
  STRIPE_FRAMED_FIELDS,
  type DonationFormValues,
  type DonationPayload,
} from '../../schema'

/**
 * The donation form's checks: the shared stage-donation schema as the form's resolver, with or
 * without our card fields by the gateway. This module (zod, the field rules) is its own chunk,
 * loaded by useDeferredChecks once the visitor engages the form.
 */
export function donationChecks(inStripeMode: () => boolean) {
  const schema = donationSchema()
  const sandbox = schemaResolver<DonationFormValues, typeof schema>(schema)
  const stripeSchema = z.omit(schema, STRIPE_FRAMED_FIELDS)
  // Its output lacks the card fields, which stripePayload drops anyway.
  const stripe = schemaResolver<DonationFormValues>(stripeSchema) as unknown as typeof sandbox
  const resolver: Resolver<DonationFormValues, unknown, DonationPayload> = (...args) =>
    (inStripeMode() ? stripe : sandbox)(...args)
  return {
    resolver,
    /** Stripe mode: whether the form is complete but for the card (the wallet is the card). */
    completeButCard: (values: DonationFormValues) => stripeSchema.safeParse(values).success,
  }
}

export type DonationChecks = ReturnType<typeof donationChecks>
