import type { CollectionConfig } from 'payload'

/**
 * The sandbox payment gateway's own ledger (src/features/donations/gateway):
 * one row per idempotency key with the charge it produced, so that a repeat
 * of a charge answers the first charge on any app instance. Hidden and
 * closed to the API; written with SQL by the sandbox.
 */
export const SandboxCharges: CollectionConfig = {
  slug: 'sandbox-charges',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'chargeId', type: 'text', required: true },
    { name: 'amountCents', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
    { name: 'tokenDigest', type: 'text', required: true },
  ],
}
