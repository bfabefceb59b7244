import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent, publishedOrEditor } from '@/access/roles'
import { metaField } from '@/fields/meta'
import { slugField } from '@/fields/slug'

/** News and blog articles (spec 000 "News item", spec 001 "Blog/article"). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  hooks: revalidateOnChange,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'kind', 'date', '_status'],
  },
  access: { ...editorsContent, read: publishedOrEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  defaultSort: '-date',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: [
        { label: 'News', value: 'news' },
        { label: 'Blog', value: 'blog' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    slugField('title'),
    { name: 'subTitle', type: 'text', label: 'Sub-title', localized: true },
    { name: 'excerpt', type: 'textarea', maxLength: 600, localized: true },
    { name: 'date', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media' },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'body', type: 'richText', localized: true },
    metaField,
  ],
}
