import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { rolesAccess } from '@/access/roles'
import { charityTimeZone } from '@/lib/clock'

const staff = rolesAccess('coordinator')

/** The sender's own words and what the server records: never changed through the API (issue 46). */
const senderOnly: { update: FieldAccess } = { update: () => false }

/** Read-only in the back office, refused on update (the server writes with access overridden). */
const senders = (fields: Field[]): Field[] =>
  fields.map((f) =>
    'name' in f
      ? ({ ...f, access: senderOnly, admin: { ...f.admin, readOnly: true } } as Field)
      : f,
  )

/**
 * Messages of the contact form (/contactus, POST /api/content/contact-us).
 * Personal data: coordinators and admins only; the public form writes through
 * the server with access overridden. Staff answer from the message's page (the
 * reply panel); each reply is mailed through the outbox and kept in `replies`.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    group: 'Volunteers and messages',
    defaultColumns: ['createdAt', 'subject', 'fullname', 'status', 'email'],
    listSearchableFields: ['subject', 'fullname', 'email'],
    description: "The sender's words are read-only: answer with the reply panel below the message.",
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: senders([
        { name: 'fullname', type: 'text', required: true, maxLength: 100, label: 'Name' },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true, maxLength: 20 },
      ]),
    },
    ...senders([
      { name: 'subject', type: 'text', required: true, maxLength: 200 },
      { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
      {
        name: 'language',
        type: 'select',
        defaultValue: 'en',
        label: 'Language of the page',
        options: [
          { label: 'English', value: 'en' },
          { label: 'Arabic', value: 'ar' },
        ],
        admin: {
          position: 'sidebar',
          description: 'The acknowledgement was mailed in it; write your reply in it too.',
        },
      },
      {
        name: 'replies',
        type: 'array',
        label: 'Replies sent',
        labels: { singular: 'Reply', plural: 'Replies' },
        // Shown as a thread by the reply panel below.
        admin: { hidden: true },
        fields: [
          { name: 'text', type: 'textarea', required: true, label: 'Reply' },
          {
            type: 'row',
            fields: [
              { name: 'sentBy', type: 'relationship', relationTo: 'users', label: 'Sent by' },
              { name: 'sentByEmail', type: 'text', label: 'Sender e-mail' },
              {
                name: 'sentAt',
                type: 'date',
                required: true,
                label: 'Sent at',
                admin: { date: { pickerAppearance: 'dayAndTime' } },
              },
            ],
          },
        ],
      },
    ]),
    {
      name: 'replyPanel',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/features/contact/admin/ReplyPanel#ReplyPanel',
            clientProps: { timeZone: charityTimeZone() },
          },
        },
        disableListColumn: true,
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Read', value: 'read' },
        { label: 'Answered', value: 'answered' },
      ],
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'notes',
      type: 'textarea',
      label: 'Staff notes',
      admin: { position: 'sidebar', description: 'Seen by staff only.' },
    },
  ],
}
