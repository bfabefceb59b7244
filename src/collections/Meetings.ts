import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

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
      // Vote links per invitee, results per action and the CSV export (issue 9).
      name: 'voting',
      type: 'ui',
      admin: {
        components: { Field: '/features/voting/admin/VotingPanel#VotingPanel' },
      },
    },
  ],
}
