import type { CollectionConfig } from 'payload'

/**
 * The Paymob transaction states applied, one row per transaction and state
 * (`<transaction id>:<paid|pending|declined|voided|refunded-N>`) or refund request, taken before
 * it is applied, so a replayed callback or a repeated inquiry is applied once (decision 0107).
 * Hidden and closed to the API; written with SQL.
 */
export const PaymobCallbacks: CollectionConfig = {
  slug: 'paymob-callbacks',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'transactionId', type: 'text' },
    /** What applying it did, for an investigation. */
    { name: 'outcome', type: 'text' },
  ],
}
