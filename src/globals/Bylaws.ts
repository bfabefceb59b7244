import type { GlobalConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { revalidateGlobalOnChange } from '@/lib/cache/revalidate'
import { requiredInEnglish } from '@/fields/meta'

/**
 * The by-laws shown on /bylaws (spec 001 section 2 "Static pages"): a title,
 * a preamble and numbered articles of numbered sections, in plain text so
 * the page renders them safely with a table of contents and anchors. Editors
 * change them in the back office; the foundation's text is seeded once
 * (src/content/bylaws.ts).
 */
export const Bylaws: GlobalConfig = {
  slug: 'bylaws',
  label: 'Bylaws',
  hooks: revalidateGlobalOnChange,
  admin: {
    group: 'Content',
    description:
      'The by-laws shown on /bylaws. Articles are numbered I, II, III… and their sections 1.1, 1.2… in this order. In a section text, an empty line starts a new paragraph and lines starting with "- " form a list.',
  },
  access: { read: () => true, update: rolesAccess('editor') },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    {
      name: 'adopted',
      type: 'text',
      localized: true,
      maxLength: 300,
      admin: {
        description: 'When the by-laws were adopted and last amended (shown under the title).',
      },
    },
    { name: 'preamble', type: 'textarea', maxLength: 5000, localized: true },
    {
      name: 'articles',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Article', plural: 'Articles' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
        {
          name: 'sections',
          type: 'array',
          required: true,
          minRows: 1,
          labels: { singular: 'Section', plural: 'Sections' },
          fields: [
            { name: 'heading', type: 'text', required: true, maxLength: 200, localized: true },
            {
              name: 'body',
              type: 'textarea',
              maxLength: 20000,
              localized: true,
              validate: requiredInEnglish(20000),
            },
          ],
        },
      ],
    },
  ],
}
