import type { CollectionConfig } from 'payload'
import { MONEY_CELL } from '@/components/admin/money-cell'
import {
  addressField,
  cardField,
  centsField,
  currencyField,
  DONATIONS_GROUP,
  donorFields,
  hiddenFromNonTreasurers,
  linesField,
  lockedField,
  money,
  nobody,
  treasurer,
} from './donation-fields'

export const DONATION_STATUSES = [
  { label: 'Paid', value: 'paid' },
  { label: 'Refunded', value: 'refunded' },
  /** Stripe: the donor's bank opened a dispute (charge.dispute.created; issue 19). */
  { label: 'Disputed', value: 'disputed' },
] as const

/**
 * Confirmed donations: one per confirmed form (kind one-time) and one per
 * successful recurring charge (kind recurring). Written by the server only;
 * treasurers and admins read them, filter them (date, status, purpose) and
 * export them as CSV, and may mark one refunded. Nothing of the card but its
 * brand and last four digits is kept.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  labels: { singular: 'Donation', plural: 'Donations' },
  admin: {
    group: DONATIONS_GROUP,
    useAsTitle: 'donorName',
    defaultColumns: ['paidAt', 'donorName', 'purposes', 'total', 'status', 'kind'],
    listSearchableFields: ['donorName', 'email', 'chargeId'],
    hidden: hiddenFromNonTreasurers,
    description:
      'Confirmed card donations. Filter by date, status or purpose; export the list as CSV with the Export menu.',
    components: {
      // Our donations against the gateway's charges for a date range (decision 0042).
      beforeListTable: ['/features/donations/admin/ReconciliationPanel#ReconciliationPanel'],
    },
  },
  access: { read: treasurer, update: treasurer, create: nobody, delete: nobody },
  defaultSort: '-paidAt',
  fields: [
    {
      name: 'paidAt',
      type: 'date',
      required: true,
      index: true,
      label: 'Date',
      access: lockedField,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      index: true,
      options: [...DONATION_STATUSES],
      admin: {
        position: 'sidebar',
        description:
          'Set by the Refund panel below; mark refunded by hand only for a refund made outside the site.',
      },
    },
    {
      // Owed from the insert itself, in the transaction that records the gift (decision 0131):
      // a crash between the donor's answer and the mail leaves it owed, and the sendOwedReceipts
      // job sends it. Cleared in the transaction that queues the receipt, so it goes once.
      name: 'receiptOwed',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      access: lockedField,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Ticked until the receipt is queued for the donor.',
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'one-time',
      options: [
        { label: 'Donation form', value: 'one-time' },
        { label: 'Recurring charge', value: 'recurring' },
      ],
      access: lockedField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'donorName',
      type: 'text',
      required: true,
      label: 'Donor',
      access: lockedField,
      admin: { readOnly: true },
    },
    currencyField(),
    ...donorFields(),
    {
      name: 'purposes',
      type: 'relationship',
      relationTo: 'purposes',
      hasMany: true,
      index: true,
      access: lockedField,
      admin: { readOnly: true, description: 'The purposes of the lines (for filtering).' },
    },
    linesField([
      {
        name: 'plan',
        type: 'relationship',
        relationTo: 'recurring-plans',
        admin: { description: 'The recurring plan this line started or belongs to.' },
      },
    ]),
    {
      type: 'row',
      fields: [
        money('total', 'Total (charged, cents or piastres)'),
        money('fee', 'Process fee (cents)'),
        money('net', 'Net donation (cents)'),
      ],
    },
    {
      // Written from the gateway's refunds (Stripe's charge.refunded), never typed in.
      name: 'refunded',
      label: 'Refunded (cents or piastres)',
      type: 'number',
      access: lockedField,
      ...centsField,
      admin: {
        ...centsField.admin,
        readOnly: true,
        position: 'sidebar',
        components: { Cell: MONEY_CELL },
      },
    },
    cardField(),
    {
      name: 'chargeId',
      type: 'text',
      required: true,
      unique: true,
      label: 'Gateway charge id',
      access: lockedField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'gateway',
      type: 'text',
      required: true,
      access: lockedField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    addressField(),
    {
      name: 'stagedDonation',
      type: 'relationship',
      relationTo: 'staged-donations',
      unique: true,
      access: lockedField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'plan',
      type: 'relationship',
      relationTo: 'recurring-plans',
      index: true,
      access: lockedField,
      admin: { readOnly: true, position: 'sidebar', description: 'For recurring charges.' },
    },
    { name: 'notes', type: 'textarea', admin: { position: 'sidebar' } },
    {
      // Refund the whole gift or a part through the gateway (decision 0042).
      name: 'refundPanel',
      type: 'ui',
      admin: { components: { Field: '/features/donations/admin/RefundPanel#RefundPanel' } },
    },
    {
      // The donor's whole history, resending receipts and statements.
      name: 'donorHistory',
      type: 'ui',
      admin: { components: { Field: '/features/donor/admin/DonorHistoryPanel#DonorHistoryPanel' } },
    },
  ],
}
