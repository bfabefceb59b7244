import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent } from '@/access/roles'
import { slugField } from '@/fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  hooks: revalidateOnChange,
  admin: { useAsTitle: 'name', group: 'Content' },
  access: editorsContent,
  fields: [{ name: 'name', type: 'text', required: true, localized: true }, slugField('name')],
}
