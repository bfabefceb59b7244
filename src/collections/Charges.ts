import type { CollectionConfig } from 'payload'
import {
  currencyField,
  DONATIONS_GROUP,
  hiddenFromNonTreasurers,
  lockedFields,
  money,
  nobody,
  treasurer,
} from './donation-fields'

/**
 * Every charge attempt made through the gateway (the first charge of a
 * confirmed donation and each recurring charge), successful or not. Read-only.
 */
export const Charges: CollectionConfig = {
  slug: 'charges',
  labels: { singular: 'Charge', plural: 'Charges' },
  admin: {
    group: DONATIONS_GROUP,
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['createdAt', 'kind', 'status', 'amount', 'message', 'plan'],
    hidden: hiddenFromNonTreasurers,
    description: 'Every charge attempt through the payment gateway. Read-only.',
  },
  access: { read: treasurer, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    ...lockedFields([
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            required: true,
            options: [
              { label: 'Donation form', value: 'one-time' },
              { label: 'Recurring', value: 'recurring' },
            ],
          },
          {
            name: 'status',
            type: 'select',
            required: true,
            index: true,
            options: [
              { label: 'Succeeded', value: 'succeeded' },
              { label: 'Declined', value: 'declined' },
              { label: 'Gateway error', value: 'error' },
            ],
          },
        ],
      },
      { name: 'idempotencyKey', type: 'text', required: true, index: true },
      { name: 'chargeId', type: 'text', label: 'Gateway charge id' },
      {
        type: 'row',
        fields: [
          { name: 'code', type: 'text' },
          { name: 'message', type: 'text' },
        ],
      },
      { name: 'gateway', type: 'text', required: true },
      { name: 'donation', type: 'relationship', relationTo: 'donations' },
      { name: 'plan', type: 'relationship', relationTo: 'recurring-plans', index: true },
      { name: 'stagedDonation', type: 'relationship', relationTo: 'staged-donations' },
    ]),
    currencyField(),
    money('amount', 'Amount (cents or piastres)'),
  ],
}
