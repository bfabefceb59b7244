import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'

const nobody = () => false
import { env } from '@/lib/env'

/**
 * Board members' votes on meeting actions. Written only by the
 * accept-multiple-actions endpoint; a repeated submission marks the voter's
 * earlier votes `superseded` instead of deleting them (the history). No role
 * creates, edits or deletes a vote or a signature through the REST API or the
 * back office (issue 47, M9: an admin's delete took a tally from 1 to 0); only
 * the server writes them, with overrideAccess.
 */
export const Votes: CollectionConfig = {
  slug: 'votes',
  admin: {
    group: 'Board voting',
    defaultColumns: ['meeting', 'actionId', 'member', 'vote', 'votedAt', 'superseded'],
  },
  access: {
    read: rolesAccess('board-secretary'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'meeting',
      type: 'relationship',
      relationTo: 'meetings',
      required: true,
      index: true,
    },
    {
      name: 'actionId',
      type: 'text',
      required: true,
      index: true,
      label: 'Action id',
      admin: { description: 'The id of the action row in the meeting' },
    },
    { name: 'actionName', type: 'text', label: 'Action' },
    { name: 'member', type: 'relationship', relationTo: 'board-members', required: true },
    {
      name: 'vote',
      type: 'select',
      required: true,
      options: [
        { label: 'Accept', value: 'accept' },
        { label: 'Reject', value: 'reject' },
      ],
    },
    { name: 'comment', type: 'textarea' },
    { name: 'signature', type: 'upload', relationTo: 'vote-signatures' },
    {
      name: 'votedAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'superseded',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'Replaced by a later submission of the same member' },
    },
  ],
}

/** Drawn signatures (PNG), seen by board secretaries and admins only. */
export const VoteSignatures: CollectionConfig = {
  slug: 'vote-signatures',
  admin: { group: 'Board voting' },
  access: {
    read: rolesAccess('board-secretary'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  upload: {
    staticDir: path.resolve(env().DATA_DIR, 'vote-signatures'),
    mimeTypes: ['image/png'],
  },
  fields: [],
}
