import type { GlobalConfig } from 'payload'
import { revalidateGlobalOnChange } from '@/lib/cache/revalidate'
import { rolesAccess } from '@/access/roles'

/** The about-us text (spec 000 "About-us data"). */
export const AboutUs: GlobalConfig = {
  slug: 'about-us',
  hooks: revalidateGlobalOnChange,
  admin: { group: 'Content' },
  access: { read: () => true, update: rolesAccess('editor') },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'missionTitle', type: 'text', required: true, localized: true },
    { name: 'missionDescription', type: 'textarea', required: true, localized: true },
    { name: 'messageTitle', type: 'text', required: true, localized: true },
    { name: 'messageDescription', type: 'textarea', required: true, localized: true },
  ],
}
