import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { panelLang, VOTING_PANEL_TEXTS } from '@/features/voting/admin/panel-texts'
import { MEETING_AUDIT_EVENTS } from '@/features/voting/audit-events'

/**
 * Per-member state of a meeting's vote link: the link version (a
 * revoked link is one signed with an older version), the last invitation mail
 * and its delivery failure, and the reminder claim. Written by the server only.
 */
export const MeetingInvitations: CollectionConfig = {
  slug: 'meeting-invitations',
  admin: {
    group: 'Board voting',
    defaultColumns: ['meeting', 'member', 'linkVersion', 'sentAt', 'deliveryError'],
  },
  access: {
    read: rolesAccess('board-secretary'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['meeting', 'member'], unique: true }],
  fields: [
    { name: 'meeting', type: 'relationship', relationTo: 'meetings', required: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'board-members', required: true },
    { name: 'linkVersion', type: 'number', required: true, defaultValue: 0 },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'deliveryError', type: 'text' },
    { name: 'reminderSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

/**
 * The audit trail only grows: updates and deletes are refused even with overrideAccess, with a
 * sentence in the staff member's back-office language (it read "An unknown error occurred.").
 */
const appendOnly: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation === 'update' || operation === 'delete') {
    const message = VOTING_PANEL_TEXTS[panelLang(req.i18n?.language)].auditUnchangeable
    throw new APIError(message, 403, null, true)
  }
}

/** Append-only audit trail of a meeting: who did what and when. */
export const MeetingAudit: CollectionConfig = {
  slug: 'meeting-audit',
  labels: { singular: 'Meeting audit entry', plural: 'Meeting audit trail' },
  admin: { group: 'Board voting', defaultColumns: ['meeting', 'event', 'member', 'actor', 'at'] },
  access: {
    read: rolesAccess('board-secretary'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  hooks: { beforeOperation: [appendOnly] },
  defaultSort: 'at',
  fields: [
    { name: 'meeting', type: 'relationship', relationTo: 'meetings', required: true, index: true },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: MEETING_AUDIT_EVENTS.map((value) => ({ label: value, value })),
    },
    { name: 'member', type: 'relationship', relationTo: 'board-members' },
    {
      name: 'actor',
      type: 'text',
      required: true,
      admin: { description: 'Who: staff e-mail, "member" or "system"' },
    },
    { name: 'detail', type: 'text' },
    {
      name: 'at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
