import type { CollectionConfig } from 'payload'
import {
  addressField,
  cardField,
  currencyField,
  DONATIONS_GROUP,
  donorFields,
  hiddenFromNonTreasurers,
  linesField,
  lockedFields,
  money,
  nobody,
  secretField,
  tokenField,
  treasurer,
} from './donation-fields'

export const STAGED_STATUSES = [
  { label: 'Waiting for the code', value: 'pending' },
  { label: 'Charging', value: 'processing' },
  { label: 'Confirmed', value: 'used' },
  { label: 'Replaced by a newer one', value: 'superseded' },
  { label: 'Too many wrong codes', value: 'invalidated' },
  { label: 'Code expired', value: 'expired' },
  { label: 'Card declined', value: 'declined' },
] as const

/**
 * Donations sent by the form and waiting for the e-mailed code (POST
 * stage-donation → stage-donation/confirm). Keeps the lines, donor, address,
 * the gateway's token, brand, last four and expiry; never the card number or
 * CVC. The code is kept only as an HMAC. Read-only for treasurers.
 */
export const StagedDonations: CollectionConfig = {
  slug: 'staged-donations',
  labels: { singular: 'Staged donation', plural: 'Staged donations' },
  admin: {
    group: DONATIONS_GROUP,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'total', 'expiresAt', 'attempts', 'createdAt'],
    hidden: hiddenFromNonTreasurers,
    description: 'Donations waiting for (or past) their e-mailed code. Read-only.',
  },
  access: { read: treasurer, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    ...lockedFields([
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: [...STAGED_STATUSES],
        admin: { position: 'sidebar' },
      },
      {
        name: 'expiresAt',
        type: 'date',
        required: true,
        label: 'Code expires at',
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'attempts',
        type: 'number',
        required: true,
        defaultValue: 0,
        label: 'Wrong codes',
        admin: { position: 'sidebar' },
      },
    ]),
    currencyField(),
    ...donorFields(),
    linesField(),
    {
      type: 'row',
      fields: [
        money('total', 'Total (cents or piastres)'),
        money('fee', 'Process fee (cents)'),
        money('net', 'Net donation (cents)'),
      ],
    },
    cardField(),
    tokenField(),
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      access: secretField,
      admin: { hidden: true },
    },
    {
      name: 'codeSalt',
      type: 'text',
      required: true,
      access: secretField,
      admin: { hidden: true },
    },
    addressField(),
    ...lockedFields([
      { name: 'claimedAt', type: 'date', admin: { position: 'sidebar' } },
      {
        name: 'donation',
        type: 'relationship',
        relationTo: 'donations',
        admin: { position: 'sidebar' },
      },
    ]),
  ],
}
