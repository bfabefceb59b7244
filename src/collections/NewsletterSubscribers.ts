import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

/**
 * Coordinators and admins see and manage the subscribers: the roles whose menu lists them
 * (src/access/menus.ts). Editors were allowed too, without the menu entry (issue 64).
 */
const staff = rolesAccess('coordinator')

export const SUBSCRIBER_STATUSES = [
  { label: 'Pending (not confirmed yet)', value: 'pending' },
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Unsubscribed', value: 'unsubscribed' },
] as const

/**
 * Newsletter subscribers of the footer form (POST /api/content/newsletter),
 * with double opt-in: an address is `pending` until the link of the
 * confirmation mail is followed. Only SHA-256 hashes of the confirmation and
 * unsubscribe tokens are stored, in hidden fields no API answer contains.
 * Nobody creates subscribers through the API: the public form writes through
 * the server with access overridden.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    group: 'Volunteers and messages',
    defaultColumns: ['email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'],
    listSearchableFields: ['email'],
    description:
      'Addresses entered in the newsletter form of the footer. Only confirmed addresses may receive the newsletter. Export the list as CSV from /api/content/newsletter/subscribers.csv.',
    components: {
      beforeListTable: [
        '/features/newsletter/components/ExportSubscribersLink#ExportSubscribersLink',
      ],
    },
  },
  access: { read: staff, create: () => false, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...SUBSCRIBER_STATUSES],
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: 'Confirmed at',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      label: 'Unsubscribed at',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'confirmExpiresAt',
      type: 'date',
      label: 'Confirmation link expires at',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // Hashes only (SHA-256 of the random tokens mailed to the subscriber); hidden from every answer.
    { name: 'confirmTokenHash', type: 'text', hidden: true, index: true },
    { name: 'unsubscribeTokenHash', type: 'text', hidden: true, index: true },
  ],
}
