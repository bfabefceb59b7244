import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

const staff = rolesAccess('coordinator')

export const VOLUNTEER_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Approved', value: 'approved' },
  { label: 'Declined', value: 'declined' },
] as const

/**
 * Sign-ups of the volunteer form (/joinUs, POST /api/content/volunteer-join).
 * Personal data: coordinators and admins only; the public form writes through
 * the server with access overridden. One application per e-mail address.
 * The list view links to the CSV export (/api/content/staff/volunteers.csv).
 */
export const VolunteerApplications: CollectionConfig = {
  slug: 'volunteer-applications',
  labels: { singular: 'Volunteer application', plural: 'Volunteer applications' },
  admin: {
    useAsTitle: 'fullnameEn',
    group: 'Volunteers and messages',
    defaultColumns: ['createdAt', 'fullnameEn', 'status', 'email', 'phone'],
    listSearchableFields: ['fullnameEn', 'email', 'phone'],
    description:
      'People who signed up on the Volunteer With Us page. Export the list as CSV from /api/content/staff/volunteers.csv.',
    components: {
      beforeListTable: ['/features/volunteers/components/ExportCsvLink#ExportCsvLink'],
    },
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'fullnameEn', type: 'text', required: true, maxLength: 100, label: 'Full name' },
        { name: 'email', type: 'email', required: true, unique: true, index: true },
        { name: 'phone', type: 'text', required: true, maxLength: 20 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startTime',
          type: 'text',
          required: true,
          label: 'Available from',
          admin: { description: 'HH:mm' },
        },
        {
          name: 'endTime',
          type: 'text',
          required: true,
          label: 'Available to',
          admin: { description: 'HH:mm' },
        },
      ],
    },
    { name: 'skills', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'termsAcceptedAt',
      type: 'date',
      required: true,
      label: 'Terms accepted at',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [...VOLUNTEER_STATUSES],
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
