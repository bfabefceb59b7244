import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { auditReopening } from '@/features/voting/meeting-hooks'

/** Board meetings whose decisions (actions) board members vote on (spec 001 "Meeting details"). */
export const Meetings: CollectionConfig = {
  slug: 'meetings',
  admin: {
    useAsTitle: 'meetingId',
    group: 'Board voting',
    defaultColumns: ['meetingId', 'date', 'club', 'status'],
  },
  access: {
    read: rolesAccess('board-secretary'),
    create: rolesAccess('board-secretary'),
    update: rolesAccess('board-secretary'),
    delete: rolesAccess('board-secretary'),
  },
  hooks: { afterChange: [auditReopening] },
  fields: [
    { name: 'meetingId', type: 'text', required: true, unique: true, label: 'Meeting id' },
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'date', required: true },
        { name: 'time', type: 'text', required: true, admin: { description: 'HH:mm' } },
      ],
    },
    { name: 'club', type: 'relationship', relationTo: 'clubs', required: true },
    { name: 'locationEn', type: 'text', label: 'Location' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'open',
      options: [
        { label: 'Open for voting', value: 'open' },
        { label: 'Closed', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      // Issue 21: links work until the meeting is closed or this moment passes.
      name: 'deadline',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Voting closes at this date and time; the meeting is then closed.',
      },
    },
    {
      name: 'linkKind',
      type: 'select',
      defaultValue: 'signature',
      label: 'Invitation links',
      options: [
        { label: 'With signature', value: 'signature' },
        { label: 'Without signature', value: 'no-signature' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'quorumType',
          type: 'select',
          defaultValue: 'count',
          label: 'Quorum as',
          options: [
            { label: 'Number of members', value: 'count' },
            { label: 'Percent of invited members', value: 'percent' },
          ],
        },
        {
          name: 'quorum',
          type: 'number',
          min: 0,
          defaultValue: 1,
          admin: { description: 'Votes an action needs to be decided' },
        },
        {
          name: 'reminderHours',
          type: 'number',
          min: 0,
          defaultValue: 24,
          label: 'Reminder (hours before the deadline)',
          admin: { description: '0: no reminder' },
        },
      ],
    },
    {
      name: 'closedAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    {
      name: 'agendas',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'discussion', type: 'textarea' },
        { name: 'conclusions', type: 'textarea' },
        {
          name: 'actions',
          type: 'array',
          fields: [
            { name: 'nameEn', type: 'text', required: true, label: 'Action' },
            { name: 'personResponsible', type: 'text' },
            { name: 'date', type: 'date' },
            { name: 'time', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'invitees',
      type: 'relationship',
      relationTo: 'board-members',
      hasMany: true,
      label: 'Board members invited to vote',
    },
    {
      // Vote links per invitee, results per action and the CSV export.
      name: 'voting',
      type: 'ui',
      admin: {
        components: { Field: '/features/voting/admin/VotingPanel#VotingPanel' },
      },
    },
  ],
}
