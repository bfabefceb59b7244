import type { Access, Field, FieldAccess } from 'payload'
import { hasRole, rolesAccess } from '@/access/roles'
import { MONEY_CELL } from '@/components/admin/money-cell'
import { REPEAT_LABELS, REPEAT_TYPES } from '@/features/donations/constants'
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_DESIGNATION,
  DESIGNATIONS,
} from '@/lib/money/currency'

/**
 * Fields and access shared by the donation collections (Donations,
 * StagedDonations, RecurringPlans, Charges): visible to treasurers and
 * admins only; records are written by the server (access overridden), never
 * through the REST API.
 */
export const treasurer = rolesAccess('treasurer')
export const nobody: Access = () => false
export const hiddenFromNonTreasurers = ({ user }: { user: unknown }) => !hasRole(user, 'treasurer')

/** Field access: nobody reads or writes it through the API (the server overrides access). */
export const secretField: { read: FieldAccess; create: FieldAccess; update: FieldAccess } = {
  read: () => false,
  create: () => false,
  update: () => false,
}
/** Field access: readable by treasurers, never changed through the API. */
export const lockedField: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

export const DONATIONS_GROUP = 'Donations'

export const repeatTypeOptions = REPEAT_TYPES.map((value) => ({
  value,
  label: REPEAT_LABELS[value],
}))

/**
 * Money columns hold integer minor units (cents of USD; piastres once EGP comes), never
 * fractions of a dollar (decision 0094). The CSV export writes major units beside the currency
 * (src/features/donations/staff/export-columns.ts, decision 0105).
 */
export const centsField = { admin: { step: 1 } } as const

/**
 * A money column of a donation record, in cents (see centsField); a list shows it in major units
 * and the row's own currency (MoneyCell), never pounds and dollars as one column of numbers.
 */
export const money = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  access: lockedField,
  ...centsField,
  admin: { ...centsField.admin, readOnly: true, components: { Cell: MONEY_CELL } },
})

/** Read-only in the back office and never written through the API (rows: each of their fields). */
function locked(field: Field): Field {
  if (field.type === 'row') return { ...field, fields: field.fields.map(locked) }
  if (!('name' in field)) return field
  return { ...field, access: lockedField, admin: { ...field.admin, readOnly: true } } as Field
}

export const lockedFields = (fields: Field[]): Field[] => fields.map(locked)

/**
 * The language of the page the donation was made on: its mails (code, receipts, recurring
 * notices) are written in it (issue 17 item 6, decision 0044). Existing rows are English.
 */
export const mailLanguageField = (): Field =>
  locked({
    name: 'mailLanguage',
    type: 'select',
    required: true,
    defaultValue: 'en',
    label: 'Mail language',
    options: [
      { label: 'English', value: 'en' },
      { label: 'Arabic', value: 'ar' },
    ],
    admin: { position: 'sidebar' },
  })

/**
 * The currency of every amount on the record (issue 44, decision 0113): its money columns are
 * minor units of this currency. Rows written before EGP existed are USD.
 */
export const currencyField = (): Field =>
  locked({
    name: 'currency',
    type: 'select',
    required: true,
    defaultValue: DEFAULT_CURRENCY,
    index: true,
    label: 'Currency',
    options: CURRENCIES.map((code) => ({ label: code, value: code })),
    admin: { position: 'sidebar' },
  })

const DESIGNATION_LABELS = { general: 'General', zakat: 'Zakat', sadaqah: 'Sadaqah' } as const

/** Zakat, Sadaqah or general giving (issue 44 item 4); general unless the donor chose. */
export const designationField = (): Field =>
  locked({
    name: 'designation',
    type: 'select',
    required: true,
    defaultValue: DEFAULT_DESIGNATION,
    label: 'Designation',
    options: DESIGNATIONS.map((value) => ({ label: DESIGNATION_LABELS[value], value })),
  })

export const donorFields = (): Field[] =>
  lockedFields([
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, label: 'First name' },
        { name: 'lastName', type: 'text', required: true, label: 'Last name' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
  ]).concat(mailLanguageField())

export const addressField = (): Field =>
  locked({
    name: 'address',
    type: 'group',
    fields: [
      { name: 'street', type: 'text', required: true },
      {
        type: 'row',
        fields: [
          { name: 'country', type: 'relationship', relationTo: 'countries', required: true },
          { name: 'state', type: 'relationship', relationTo: 'states', required: true },
          { name: 'city', type: 'relationship', relationTo: 'cities', required: true },
        ],
      },
      {
        type: 'row',
        fields: [
          // Optional (decision 0134): the postal code in Egypt, the coordinates of a typed street.
          { name: 'zipCode', type: 'text', label: 'ZIP / postal code' },
          { name: 'latitude', type: 'number' },
          { name: 'longitude', type: 'number' },
        ],
      },
    ],
  })

/** Brand, last four and expiry: all that is kept of a card (never its number or CVC). */
export const cardField = (): Field =>
  locked({
    name: 'card',
    type: 'group',
    admin: { description: 'Only the brand, last four digits and expiry are kept.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'brand', type: 'text', required: true },
          { name: 'last4', type: 'text', required: true, label: 'Last four digits' },
          { name: 'expMonth', type: 'number', required: true, label: 'Expiry month' },
          { name: 'expYear', type: 'number', required: true, label: 'Expiry year' },
        ],
      },
    ],
  })

/** The gateway's token: used by the server to charge, never shown or returned by the API. */
export const tokenField = (): Field => ({
  name: 'gatewayToken',
  type: 'text',
  required: true,
  access: secretField,
  admin: { hidden: true },
})

export const linesField = (extra: Field[] = []): Field =>
  locked({
    name: 'lines',
    type: 'array',
    required: true,
    minRows: 1,
    labels: { singular: 'Donation line', plural: 'Donation lines' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'purpose', type: 'relationship', relationTo: 'purposes', required: true },
          {
            name: 'amount',
            label: 'Amount (cents)',
            type: 'number',
            required: true,
            ...centsField,
          },
          { name: 'fee', label: 'Fee (cents)', type: 'number', required: true, ...centsField },
          { name: 'isRepeat', type: 'checkbox', defaultValue: false, label: 'Repeat' },
          { name: 'repeatType', type: 'select', options: repeatTypeOptions, label: 'Repeat type' },
        ],
      },
      designationField(),
      ...extra,
    ],
  })
