import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import {
  cardField,
  currencyField,
  designationField,
  DONATIONS_GROUP,
  hiddenFromNonTreasurers,
  lockedFields,
  mailLanguageField,
  money,
  nobody,
  repeatTypeOptions,
  secretField,
  tokenField,
  treasurer,
} from './donation-fields'
import { pledgeFulfilment } from '@/features/donations/recurring/fulfilment'

/**
 * How a plan's periods are paid (decision 0120): `card`, charged off session with the saved
 * card (Stripe, or Paymob's saved-card token); `pledge`, a monthly promise paid by the donor on
 * a reminder's fresh link (a mobile wallet or a kiosk, which Paymob cannot charge unattended).
 */
export const PLAN_KINDS = ['card', 'pledge'] as const
const PLAN_KIND_LABELS = { card: 'Card, charged on its day', pledge: 'Pledge, paid on a reminder' }

export const PLAN_STATUSES = [
  { label: 'Active', value: 'active' },
  { label: 'Paused', value: 'paused' },
  { label: 'Cancelled', value: 'cancelled' },
] as const

/** A paused plan set active again starts afresh: no failed tries, due no earlier than now. */
const resumeAfresh: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (originalDoc.status === 'cancelled' && data.status && data.status !== 'cancelled') {
    data.status = 'cancelled' // a cancelled plan stays cancelled (the donor's decision)
  }
  if (originalDoc.status === 'paused' && data.status === 'active') {
    data.failedAttempts = 0
    data.lastError = null
    const due = Date.parse(originalDoc.nextChargeAt)
    if (!(due > Date.now())) data.nextChargeAt = new Date().toISOString()
  }
  return data
}

/**
 * Recurring gifts (a donation line with repeat checked): charged weekly,
 * every two weeks or monthly through the gateway token by the
 * `chargeRecurringDonations` job. Treasurers pause, resume or cancel a plan
 * by changing its status; donors cancel through the signed link in its
 * e-mails. A failed charge is retried on the next two runs a day apart,
 * then the plan is paused and the donor told.
 */
export const RecurringPlans: CollectionConfig = {
  slug: 'recurring-plans',
  labels: { singular: 'Recurring plan', plural: 'Recurring plans' },
  admin: {
    group: DONATIONS_GROUP,
    useAsTitle: 'donorName',
    defaultColumns: [
      'donorName',
      'purpose',
      'amount',
      'repeatType',
      'status',
      'nextChargeAt',
      'fulfilment',
    ],
    hidden: hiddenFromNonTreasurers,
    description: 'Pause, resume or cancel a plan by changing its status.',
  },
  access: { read: treasurer, update: treasurer, create: nobody, delete: nobody },
  defaultSort: 'nextChargeAt',
  hooks: { beforeChange: [resumeAfresh] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [...PLAN_STATUSES],
      admin: { position: 'sidebar' },
    },
    ...lockedFields([
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'card',
        index: true,
        options: PLAN_KINDS.map((value) => ({ value, label: PLAN_KIND_LABELS[value] })),
        admin: {
          position: 'sidebar',
          description:
            'A card plan is charged on its day. A pledge (a wallet or kiosk gift in pounds) is never charged: the donor is mailed a fresh payment link on its day.',
        },
      },
      { name: 'donorName', type: 'text', required: true, label: 'Donor' },
      {
        type: 'row',
        fields: [
          { name: 'email', type: 'email', required: true, index: true },
          { name: 'purpose', type: 'relationship', relationTo: 'purposes', required: true },
        ],
      },
      {
        name: 'repeatType',
        type: 'select',
        required: true,
        options: repeatTypeOptions,
        label: 'Repeat',
      },
      designationField(),
      {
        name: 'nextChargeAt',
        type: 'date',
        required: true,
        index: true,
        label: 'Next charge',
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'failedAttempts',
        type: 'number',
        required: true,
        defaultValue: 0,
        label: 'Failed tries of the current charge',
        admin: { position: 'sidebar' },
      },
      { name: 'lastError', type: 'text', admin: { position: 'sidebar' } },
      mailLanguageField(),
      {
        name: 'startedAt',
        type: 'date',
        required: true,
        label: 'Started',
        admin: { position: 'sidebar', description: 'Charge dates count from here.' },
      },
      {
        name: 'period',
        type: 'number',
        required: true,
        defaultValue: 1,
        label: 'Next period',
        admin: { position: 'sidebar', description: 'The first donation is period 0.' },
      },
      {
        name: 'chargesMade',
        type: 'number',
        required: true,
        defaultValue: 0,
        admin: { position: 'sidebar' },
      },
      { name: 'lastChargedAt', type: 'date', admin: { position: 'sidebar' } },
      {
        name: 'startedBy',
        type: 'relationship',
        relationTo: 'donations',
        admin: { position: 'sidebar' },
      },
    ]),
    currencyField(),
    money('amount', 'Amount per charge (cents or piastres)'),
    cardField(),
    tokenField(),
    /** A pledge's periods paid out of those reminded (decision 0122); not stored. */
    {
      name: 'fulfilment',
      type: 'text',
      virtual: true,
      label: 'Periods paid / reminded',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'A pledge only: the periods paid on their reminder’s link, of those reminded.',
      },
      hooks: { afterRead: [pledgeFulfilment] },
    },
    /** Lease of the job run charging it, so two app instances never charge it at once. */
    { name: 'leaseUntil', type: 'date', access: secretField, admin: { hidden: true } },
  ],
}
