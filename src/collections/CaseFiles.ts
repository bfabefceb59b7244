import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { rolesAccess } from '@/access/roles'
import { env } from '@/lib/env'

const staff = rolesAccess('case-reviewer')

/**
 * Photos sent with case assistance requests. Payload serves upload files
 * through the collection's read access, so only case reviewers and admins can
 * open them. Created by POST case-searches only (checked as images by content).
 */
export const CaseFiles: CollectionConfig = {
  slug: 'case-files',
  labels: { singular: 'Case photo', plural: 'Case photos' },
  admin: { group: 'Cases' },
  access: { read: staff, create: rolesAccess(), update: rolesAccess(), delete: rolesAccess() },
  upload: {
    staticDir: path.resolve(env().DATA_DIR, 'case-files'),
    // Photos and PDF documents, checked by content before they get here.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'],
  },
  fields: [],
}
