import path from 'node:path'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Plugin } from 'payload'
import { hasRole, isAdmin, rolesAccess } from '@/access/roles'
import { env } from '@/lib/env'

const treasurer = rolesAccess('treasurer')
const notTreasurer = ({ user }: { user: unknown }) => !hasRole(user, 'treasurer')

/**
 * CSV export of the donation collections with the official
 * @payloadcms/plugin-import-export (docs/decisions/0011-donations.md): the Export item of
 * the list view's menu downloads the list as filtered. The plugin's own
 * `exports` and `imports` collections are closed to everyone but treasurers
 * (exports) and admins (imports); exports are downloaded, never saved as
 * files, and the rows are read with the staff member's own access, so only
 * treasurers and admins get donor data. Importing is disabled: donations are
 * written by the payment flow only.
 */
export function donationsExportPlugin(): Plugin {
  const lockExports = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: treasurer, create: treasurer, update: () => false, delete: treasurer },
    // The plugin's download and preview endpoints skip collection access (and an export
    // the reader may not read never answers): refuse anyone but treasurers first.
    endpoints: (collection.endpoints || []).map((endpoint) => ({
      ...endpoint,
      handler: (req) =>
        hasRole(req.user, 'treasurer')
          ? endpoint.handler(req)
          : Response.json(
              { errors: [{ message: 'You are not allowed to perform this action.' }] },
              { status: 403 },
            ),
    })),
    admin: { ...collection.admin, hidden: notTreasurer },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(env().DATA_DIR, 'exports'),
    },
  })
  const lockImports = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
    admin: { ...collection.admin, hidden: true },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(env().DATA_DIR, 'imports'),
    },
  })
  const exportOnly = {
    export: { format: 'csv', disableJobsQueue: true, disableSave: true },
    import: false,
  } as const
  return importExportPlugin({
    collections: [
      { slug: 'donations', ...exportOnly },
      { slug: 'recurring-plans', ...exportOnly },
      { slug: 'charges', ...exportOnly },
    ],
    overrideExportCollection: lockExports,
    overrideImportCollection: lockImports,
  })
}
