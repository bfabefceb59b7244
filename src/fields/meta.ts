import type { GroupField } from 'payload'

/** Title, description and image used for sharing and search (Open Graph, Twitter). */
export const metaField: GroupField = {
  name: 'meta',
  type: 'group',
  label: 'Sharing and search',
  fields: [
    { name: 'title', type: 'text', maxLength: 120, localized: true },
    { name: 'description', type: 'textarea', maxLength: 300, localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

/** A list of short texts (kept as rows so editors can reorder them). */
export function textList(name: string, label: string) {
  return {
    name,
    label,
    type: 'array' as const,
    // The rows are shared by both languages; each row's text has an English and an Arabic form.
    fields: [{ name: 'text', type: 'textarea' as const, required: true, localized: true }],
  }
}
