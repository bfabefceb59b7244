import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

const staff = rolesAccess('coordinator')

/**
 * Messages of the contact form (/contactus, POST /api/content/contact-us).
 * Personal data: coordinators and admins only; the public form writes through
 * the server with access overridden.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    group: 'Volunteers and messages',
    defaultColumns: ['createdAt', 'subject', 'fullname', 'status', 'email'],
    listSearchableFields: ['subject', 'fullname', 'email'],
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'fullname', type: 'text', required: true, maxLength: 100, label: 'Name' },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true, maxLength: 20 },
      ],
    },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
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
