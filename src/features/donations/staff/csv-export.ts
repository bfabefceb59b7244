import path from 'node:path'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Plugin, PayloadRequest } from 'payload'
import { hasRole, isAdmin, rolesAccess } from '@/access/roles'
import { formulaSafe } from '@/lib/csv'
import { env } from '@/lib/env'

const treasurer = rolesAccess('treasurer')
const notTreasurer = ({ user }: { user: unknown }) => !hasRole(user, 'treasurer')

const errorAnswer = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status })

/**
 * Whether the user may read the collection a download names. The plugin reads its rows inside
 * the answer's stream, where a refusal left the download hanging (issue 47, Low): asked first.
 */
async function mayReadExported(req: PayloadRequest): Promise<boolean> {
  let slug: unknown
  try {
    const body = (await (req as unknown as Request).clone().json()) as {
      data?: { collectionSlug?: unknown }
    }
    slug = body?.data?.collectionSlug
  } catch {
    return true // not a download body: the plugin answers it (400)
  }
  const target = typeof slug === 'string' ? req.payload.collections[slug as 'donations'] : null
  const read = target?.config.access.read
  return !read || (await read({ req })) !== false
}

/**
 * The plugin's endpoints, each refused with 403 (Payload's error shape) unless
 * `allowed(user)`. Their bodies are parsed by the plugin, which let a malformed
 * one (bad JSON, a field of the wrong type) fail with a 500: those are 400 here.
 */
function onlyFor(endpoints: CollectionConfig['endpoints'], allowed: (user: unknown) => boolean) {
  return (endpoints || []).map((endpoint) => ({
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      if (!allowed(req.user) || !(await mayReadExported(req)))
        return errorAnswer('You are not allowed to perform this action.', 403)
      try {
        return await endpoint.handler(req)
      } catch (err) {
        const status = (err as { status?: unknown }).status
        if (err instanceof SyntaxError || err instanceof TypeError)
          return errorAnswer('The request data is not valid.', 400)
        if (typeof status === 'number' && status >= 400 && status < 500)
          return errorAnswer((err as Error).message, status)
        throw err
      }
    },
  }))
}

type Row = Record<string, unknown>

/**
 * The plugin writes cells as they are: a donor's street `=HYPERLINK(…)` would run in the
 * treasurer's spreadsheet (issue 47, M3). Its batch hook sees each batch of flattened rows
 * before they are written (the downloaded file and the saved one alike): every text cell goes
 * through the one escaping rule of our own CSVs (src/lib/csv.ts).
 */
export const formulaSafeRows = ({ data, format }: { data: Row[]; format: string }): Row[] =>
  format === 'csv'
    ? data.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, formulaSafe(value)])),
      )
    : data

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
    endpoints: onlyFor(collection.endpoints, (user) => hasRole(user, 'treasurer')),
    admin: { ...collection.admin, hidden: notTreasurer },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(env().DATA_DIR, 'exports'),
    },
  })
  const lockImports = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
    // Its preview endpoint (parsing an uploaded CSV or JSON) skips collection access too and
    // answered anyone; importing is off, so it answers no one.
    endpoints: onlyFor(collection.endpoints, () => false),
    admin: { ...collection.admin, hidden: true },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(env().DATA_DIR, 'imports'),
    },
  })
  const exportOnly = {
    export: {
      format: 'csv',
      disableJobsQueue: true,
      disableSave: true,
      hooks: { before: formulaSafeRows },
    },
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
