import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent } from '@/access/roles'
import { env } from '@/lib/env'

/** Images of the public content. Sizes are generated on upload (WebP). */
export const Media: CollectionConfig = {
  slug: 'media',
  hooks: revalidateOnChange,
  admin: { group: 'Content' },
  access: editorsContent,
  upload: {
    staticDir: path.resolve(env().DATA_DIR, 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    formatOptions: { format: 'webp', options: { quality: 78 } },
    imageSizes: [
      {
        name: 'thumb',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 72 } },
      },
      {
        name: 'card',
        width: 768,
        height: 512,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 74 } },
      },
      {
        name: 'wide',
        width: 1600,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 76 } },
      },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Text alternative' }],
}
