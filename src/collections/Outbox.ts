import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

/**
 * Mail kept when no SMTP server is configured, so a newcomer can still read a
 * donation code or a confirmation link. Admins only: mails carry personal data.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    group: 'Settings',
    defaultColumns: ['subject', 'to', 'createdAt'],
  },
  access: { read: rolesAccess(), create: () => false, update: () => false, delete: rolesAccess() },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
  ],
}
