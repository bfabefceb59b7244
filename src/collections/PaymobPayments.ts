import type { CollectionConfig } from 'payload'
import { PAYMOB_METHODS, PAYMOB_PAYMENT_STATUSES } from '@/features/donations/paymob/statuses'
import {
  DONATIONS_GROUP,
  hiddenFromNonTreasurers,
  nobody,
  secretField,
  treasurer,
} from './donation-fields'

/** What each state means to a treasurer (the values stay Paymob-neutral words in the database). */
const STATUS_LABELS = {
  awaiting: 'Waiting for the donor to pay',
  pending: 'Kiosk: waiting for the cash',
  paid: 'Paid',
  declined: 'Declined',
  expired: 'Kiosk reference expired',
  mismatch: 'Amount differs from the gift: check',
  refunded: 'Refunded',
  voided: 'Voided',
} as const
const METHOD_LABELS = {
  card: 'Card or Meeza',
  wallet: 'Mobile wallet',
  kiosk: 'Kiosk (Aman / Fawry)',
} as const

/**
 * One row per staged gift paid through Paymob's hosted checkout (decision 0107): the intention,
 * Paymob's order, the method, a kiosk's reference and expiry, and what became of it. Written by
 * src/features/donations/paymob/ with SQL; read-only here.
 */
export const PaymobPayments: CollectionConfig = {
  slug: 'paymob-payments',
  labels: { singular: 'Paymob payment', plural: 'Paymob payments' },
  admin: {
    group: DONATIONS_GROUP,
    useAsTitle: 'orderId',
    defaultColumns: ['createdAt', 'status', 'method', 'amount', 'billReference', 'donation'],
    hidden: hiddenFromNonTreasurers,
    description: 'Gifts in Egyptian pounds through Paymob, from checkout to payment. Read-only.',
  },
  access: { read: treasurer, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'stagedDonation',
      type: 'relationship',
      relationTo: 'staged-donations',
      unique: true,
      admin: { description: 'The gift paid at checkout; empty for a pledge period.' },
    },
    /** A pledge's period paid on its reminder's link (decision 0120): no staging behind it. */
    { name: 'plan', type: 'relationship', relationTo: 'recurring-plans', index: true },
    { name: 'period', type: 'number', label: 'Pledge period' },
    /** Paymob's saved-card token for this order (its TOKEN callback): a card plan charges it. */
    { name: 'cardToken', type: 'text', access: secretField, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: PAYMOB_PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    { name: 'intentionId', type: 'text', required: true, label: 'Paymob intention' },
    /** Paymob's order id: signed in every callback (the special reference is not). */
    { name: 'orderId', type: 'text', required: true, unique: true, label: 'Paymob order' },
    {
      name: 'clientSecret',
      type: 'text',
      required: true,
      label: 'Checkout secret',
      access: { read: () => false },
    },
    { name: 'amount', type: 'number', required: true, label: 'Amount (piastres)' },
    { name: 'currency', type: 'text', required: true },
    {
      name: 'method',
      type: 'select',
      options: PAYMOB_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] })),
    },
    { name: 'transactionId', type: 'text', index: true, label: 'Paymob transaction' },
    {
      name: 'billReference',
      type: 'text',
      label: 'Kiosk reference',
      admin: { description: 'The kiosk (Aman / Fawry) reference.' },
    },
    {
      name: 'expiresAt',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'donation', type: 'relationship', relationTo: 'donations' },
    { name: 'note', type: 'text' },
  ],
}
