import path from 'node:path'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { Forbidden } from 'payload'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  Field,
  Plugin,
  PayloadRequest,
  Where,
} from 'payload'
import { hasRole, isAdmin, rolesAccess } from '@/access/roles'
import { toCsv } from '@/lib/csv'
import { env } from '@/lib/env'
import {
  exportHeader,
  exportRows,
  type ExportedSlug,
  type ExportLang,
  type OptionLabel,
} from './export-columns'

/** The exporter's back-office language: the headers are written in it (decision 0139). */
const exportLang = (req: PayloadRequest): ExportLang => (req.i18n?.language === 'ar' ? 'ar' : 'en')

const treasurer = rolesAccess('treasurer')
const notTreasurer = ({ user }: { user: unknown }) => !hasRole(user, 'treasurer')

const errorAnswer = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status })

/** An export request's options: the download's (`{ data: {…} }`) or the preview's (flat). */
type ExportBody = Record<string, unknown> & { data?: Record<string, unknown> }
const optionsOf = (body: ExportBody) =>
  body.data && typeof body.data === 'object' ? body.data : (body as Record<string, unknown>)

async function readBody(req: PayloadRequest): Promise<ExportBody | null> {
  try {
    const body = (await (req as unknown as Request).clone().json()) as unknown
    return body && typeof body === 'object' ? (body as ExportBody) : null
  } catch {
    return null // not a JSON body: the plugin answers it (400)
  }
}

/**
 * Whether the user may export the collection a download names: one the back office offers an
 * export of (EXPORTED: the plugin itself exports any collection its caller reads, the outbox
 * with its codes included, and only these get the treasurer's columns and the formula guard),
 * and one the user may read. The plugin reads its rows inside the answer's stream, where a
 * refusal left the download hanging (issue 47, Low): asked first.
 */
async function mayReadExported(req: PayloadRequest, body: ExportBody | null): Promise<boolean> {
  const slug = body ? optionsOf(body).collectionSlug : undefined
  if (slug !== undefined && !isExported(slug)) return false
  const target = typeof slug === 'string' ? req.payload.collections[slug as 'donations'] : null
  const read = target?.config.access.read
  return !read || (await read({ req })) !== false
}

/**
 * Every row of the current filter, whatever the list's page size (issue 45 item 3): the drawer's
 * limit is filled from the list's page size and its page from the list's page, so "Export"
 * wrote 10 of 11 rows. An export is the filter's rows (and sort), all of them, with the
 * treasurer's columns: limit, page and the column choice are dropped before the plugin reads the
 * body (the drawer no longer shows them either).
 */
function everyRow(req: PayloadRequest, body: ExportBody): void {
  const options = optionsOf(body)
  for (const key of ['limit', 'page', 'fields'] as const) delete options[key]
  const json = JSON.stringify(body)
  // Payload's own body reader replaces `json` the same way (addDataAndFileToRequest).
  Object.assign(req, { json: async () => JSON.parse(json), text: async () => json })
  if (req.data) req.data = JSON.parse(json) as typeof req.data
}

/**
 * An export with no row gets the treasurer's header: the plugin's rows hook is not called
 * without rows, and the plugin's own header for them is its raw field names.
 */
async function emptyExport(req: PayloadRequest, body: ExportBody): Promise<Response | null> {
  const { collectionSlug: slug, where, name } = optionsOf(body)
  if (!isExported(slug)) return null
  const { totalDocs } = await req.payload.count({
    collection: slug,
    where: (where ?? {}) as Where,
    user: req.user,
    overrideAccess: false,
  })
  if (totalDocs > 0) return null
  return new Response(toCsv(exportHeader(slug, exportLang(req)), []), {
    headers: {
      'Content-Disposition': `attachment; filename="${String(name ?? 'export')}-${slug}.csv"`,
      'Content-Type': 'text/csv; charset=utf-8',
    },
  })
}

type Endpoint = { path: string }

/**
 * The plugin's endpoints, each refused with 403 (Payload's error shape) unless
 * `allowed(user)`. Their bodies are parsed by the plugin, which let a malformed
 * one (bad JSON, a field of the wrong type) fail with a 500: those are 400 here.
 */
function onlyFor(
  endpoints: CollectionConfig['endpoints'],
  allowed: (user: unknown) => boolean,
  prepare?: (req: PayloadRequest, body: ExportBody, endpoint: Endpoint) => Promise<Response | null>,
) {
  return (endpoints || []).map((endpoint) => ({
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      const body = await readBody(req)
      if (!allowed(req.user) || !(await mayReadExported(req, body)))
        return errorAnswer('You are not allowed to perform this action.', 403)
      try {
        const answered = body && prepare ? await prepare(req, body, endpoint) : null
        return answered ?? (await endpoint.handler(req))
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

const EXPORTED = ['donations', 'recurring-plans', 'charges'] as const satisfies ExportedSlug[]
const isExported = (slug: unknown): slug is ExportedSlug =>
  (EXPORTED as readonly unknown[]).includes(slug)

/** Every export endpoint's body: all rows; a download of no row answered with our header. */
const exportRequest = async (req: PayloadRequest, body: ExportBody, endpoint: Endpoint) => {
  everyRow(req, body)
  return endpoint.path === '/download' ? emptyExport(req, body) : null
}

/** The drawer's fields an export no longer takes (see everyRow): not shown. */
const DROPPED_OPTIONS = new Set(['limit', 'page', 'fields'])
function withoutDroppedOptions(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && DROPPED_OPTIONS.has(field.name))
      return { ...field, admin: { ...field.admin, disabled: true } } as Field
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withoutDroppedOptions(field.fields) } as Field
    return field
  })
}

/**
 * An export document (the plugin's `exports` collection: its create runs the export in a hook)
 * only of a collection the back office offers: refused before the plugin's own hooks run.
 */
const onlyOfferedExports: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return
  const data = (args as { data?: { collectionSlug?: unknown } }).data
  if (data && 'collectionSlug' in data && !isExported(data.collectionSlug)) throw new Forbidden()
}

type Row = Record<string, unknown>

/** The label of a select field's option in the collection's config, in the exporter's language. */
const optionLabel =
  (req: PayloadRequest, slug: ExportedSlug): OptionLabel =>
  (name, value) => {
    const lang = exportLang(req)
    const field = req.payload.collections[slug].config.flattenedFields.find((f) => f.name === name)
    const options = field && 'options' in field ? field.options : []
    const option = options.find((o) => (typeof o === 'string' ? o : o.value) === value)
    const label = option && typeof option === 'object' ? option.label : undefined
    if (typeof label === 'string') return label
    if (label && typeof label === 'object' && 'en' in label)
      return String((label as Record<string, unknown>)[lang] ?? label.en)
    return value === null || value === undefined ? '' : String(value)
  }

/**
 * The plugin's rows hook, seen before each batch is written (the downloaded file and the preview
 * alike): the flattened raw fields it made are replaced by the treasurer's columns, built from
 * the records it read (export-columns.ts). Every text cell goes through the one formula guard
 * of our CSVs: a donor's street `=HYPERLINK(…)` would run in the treasurer's spreadsheet
 * (issue 47, M3).
 */
const treasurerRows =
  (slug: ExportedSlug) =>
  ({ originalData, req }: { originalData: unknown[]; req: PayloadRequest }): Row[] =>
    exportRows(slug, originalData as Row[], optionLabel(req, slug), exportLang(req))

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
    endpoints: onlyFor(collection.endpoints, (user) => hasRole(user, 'treasurer'), exportRequest),
    fields: withoutDroppedOptions(collection.fields),
    hooks: {
      ...collection.hooks,
      beforeOperation: [onlyOfferedExports, ...(collection.hooks?.beforeOperation ?? [])],
    },
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
  const exportOnly = (slug: ExportedSlug) =>
    ({
      slug,
      export: {
        format: 'csv',
        disableJobsQueue: true,
        disableSave: true,
        hooks: { before: treasurerRows(slug) },
      },
      import: false,
    }) as const
  return importExportPlugin({
    collections: EXPORTED.map(exportOnly),
    overrideExportCollection: lockExports,
    overrideImportCollection: lockImports,
  })
}
