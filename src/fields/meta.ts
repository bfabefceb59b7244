import type { GroupField, TextareaFieldValidation } from 'payload'

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

/**
 * A text every row needs in English, which its Arabic form may still lack (decision 0043):
 * `required` would hold each Arabic save back until every row is translated, and the page shows
 * the English where the Arabic is missing anyway.
 */
export function requiredInEnglish(maxLength?: number): TextareaFieldValidation {
  return (value, { req }) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text && (req.locale ?? 'en') === 'en') return req.t('validation:required')
    if (maxLength !== undefined && typeof value === 'string' && value.length > maxLength) {
      return req.t('validation:shorterThanMax', { maxLength, label: '' })
    }
    return true
  }
}

/** A list of short texts (kept as rows so editors can reorder them). */
export function textList(name: string, label: string) {
  return {
    name,
    label,
    type: 'array' as const,
    // The rows are shared by both languages; each row's text has an English and an Arabic form.
    fields: [
      {
        name: 'text',
        type: 'textarea' as const,
        localized: true,
        validate: requiredInEnglish(),
        admin: { description: 'Required in English.' },
      },
    ],
  }
}
