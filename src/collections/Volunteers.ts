import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent } from '@/access/roles'

/** Public profiles of the volunteer team (spec 000 "Volunteer (list)"). */
export const Volunteers: CollectionConfig = {
  slug: 'volunteers',
  hooks: revalidateOnChange,
  labels: { singular: 'Team volunteer', plural: 'Team volunteers' },
  admin: { useAsTitle: 'fullnameEn', group: 'Content' },
  access: editorsContent,
  fields: [
    { name: 'fullnameEn', type: 'text', required: true, label: 'Full name (English)' },
    { name: 'job', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
