import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent, rolesFieldAccess } from '@/access/roles'

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

/** Members of boards (spec 000 "Board member"). */
export const BoardMembers: CollectionConfig = {
  slug: 'board-members',
  hooks: revalidateOnChange,
  admin: { useAsTitle: 'fullname', group: 'Organisation', defaultColumns: ['fullname', 'jobRole'] },
  access: editorsContent,
  fields: [
    { name: 'fullname', type: 'text', required: true, localized: true },
    { name: 'jobRole', type: 'text', label: 'Job role', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'boards', type: 'relationship', relationTo: 'boards', hasMany: true, index: true },
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
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Arabic', value: 'ar' },
      ],
      access: { read: ({ req }) => Boolean(req.user) },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
