import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { outboxEndpoints } from '@/lib/mail/outbox-files'

/**
 * The mail outbox, in two roles:
 * - with no SMTP server configured, every mail is kept here ('kept') so a newcomer can still
 *   read a donation code or a confirmation link;
 * - with SMTP, receipts and notifications wait here ('pending') until the server takes them,
 *   so an SMTP outage delays them instead of losing them (src/lib/mail/queue.server.ts). A
 *   delivered mail is deleted at once: its text carries personal data nobody needs any more.
 *   After MAIL_RETRY.maxAttempts tries a mail is 'failed' and stays for an admin to see.
 * Admins only: mails carry personal data.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    group: 'Settings',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
  },
  access: { read: rolesAccess(), create: () => false, update: () => false, delete: rolesAccess() },
  defaultSort: '-createdAt',
  // Opens a kept file (a receipt's PDF) for whoever may read the outbox.
  endpoints: outboxEndpoints,
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'kept',
      index: true,
      options: [
        { label: 'Kept (no SMTP server)', value: 'kept' },
        { label: 'Waiting for the SMTP server', value: 'pending' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
    {
      // Files of a queued mail (a receipt's PDF), as [{filename, contentType, base64}]: kept with
      // the mail so a retry sends exactly what was first tried.
      name: 'attachments',
      type: 'json',
      admin: { hidden: true },
    },
    {
      name: 'attachmentLinks',
      type: 'ui',
      admin: { components: { Field: '/components/admin/OutboxFiles#OutboxFiles' } },
    },
  ],
}
