import type { CollectionConfig } from 'payload'

/**
 * The Stripe webhook events received: one row per event id, taken before the event
 * is applied, so a replayed or retried event is applied once (src/features/donations/
 * stripe-webhook.server.ts). Hidden and closed to the API; written with SQL.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
    /** What applying it did, for an investigation ('recorded donation #12', 'unknown intent' …). */
    { name: 'outcome', type: 'text' },
  ],
}
