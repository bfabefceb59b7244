import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent, rolesAccess, rolesFieldAccess } from '@/access/roles'

/** The foundation's clubs (chapters) in Egyptian cities and abroad. */
export const Clubs: CollectionConfig = {
  slug: 'clubs',
  hooks: revalidateOnChange,
  admin: { useAsTitle: 'name', group: 'Organisation' },
  access: editorsContent,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'nameAr', type: 'text', label: 'Name (Arabic)' },
    { name: 'city', type: 'text', localized: true },
  ],
}

/** A club's board for one period (spec 000 "Board": id, board). */
export const Boards: CollectionConfig = {
  slug: 'boards',
  hooks: revalidateOnChange,
  admin: { useAsTitle: 'period', group: 'Organisation', defaultColumns: ['period', 'club'] },
  access: editorsContent,
  fields: [
    { name: 'club', type: 'relationship', relationTo: 'clubs', required: true, index: true },
    {
      name: 'period',
      type: 'text',
      required: true,
      admin: { description: 'For example 2023 - 2025' },
    },
  ],
}

/** Fields only editors change (a board secretary keeps the e-mails and mail languages). */
const byEditors = { update: rolesFieldAccess('editor') }

/**
 * Members of boards (spec 000 "Board member"). Editors keep the public profile; board
 * secretaries open the same page to keep each member's e-mail and mail language (issue 46),
 * which the vote invitations need; their edits to the profile fields are dropped.
 */
export const BoardMembers: CollectionConfig = {
  slug: 'board-members',
  hooks: revalidateOnChange,
  admin: {
    useAsTitle: 'fullname',
    group: 'Organisation',
    defaultColumns: ['fullname', 'jobRole', 'email'],
    description: 'Board secretaries keep the e-mail and mail language; editors the profile.',
  },
  access: { ...editorsContent, update: rolesAccess('editor', 'board-secretary') },
  fields: [
    { name: 'fullname', type: 'text', required: true, localized: true, access: byEditors },
    { name: 'jobRole', type: 'text', label: 'Job role', localized: true, access: byEditors },
    { name: 'bio', type: 'textarea', localized: true, access: byEditors },
    { name: 'image', type: 'upload', relationTo: 'media', access: byEditors },
    {
      name: 'boards',
      type: 'relationship',
      relationTo: 'boards',
      hasMany: true,
      index: true,
      access: byEditors,
    },
    {
      name: 'email',
      type: 'email',
      admin: { description: 'Used to send vote links; never shown on the site.' },
      // Board secretaries send the vote links; other staff roles have no need of the addresses.
      access: {
        read: rolesFieldAccess('board-secretary'),
        create: rolesFieldAccess('board-secretary'),
        update: rolesFieldAccess('board-secretary'),
      },
    },
    {
      // Issue 21: the language of the member's vote mails.
      name: 'language',
      type: 'select',
      label: 'Mail language',
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Arabic', value: 'ar' },
      ],
      access: {
        read: ({ req }) => Boolean(req.user),
        update: rolesFieldAccess('editor', 'board-secretary'),
      },
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      access: byEditors,
      admin: { position: 'sidebar' },
    },
  ],
}
