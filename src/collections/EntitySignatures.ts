import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { DONATIONS_GROUP, treasurer } from './donation-fields'

/**
 * The signatories' signature images that receipts print (issue 45 item 1, decision 0119). Not
 * public media: a signature on an open URL can be copied onto anything. Payload serves an upload's
 * file (/api/entity-signatures/file/<name>) and its document only through this collection's read
 * access, so treasurers and administrators open them, nobody else; the receipt's PDF reads the
 * file on the server (src/features/donations/receipts/issuer.server.ts). Files are kept under
 * DATA_DIR/entity-signatures (0600, src/lib/private-files.ts) or in the private bucket.
 */
export const EntitySignatures: CollectionConfig = {
  slug: 'entity-signatures',
  labels: { singular: 'Signature image', plural: 'Signature images' },
  admin: {
    group: DONATIONS_GROUP,
    description:
      'Scans of the signatures printed on receipts. Only treasurers and administrators can open them.',
  },
  access: { read: treasurer, create: treasurer, update: treasurer, delete: treasurer },
  upload: {
    staticDir: path.resolve(env().DATA_DIR, 'entity-signatures'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  },
  fields: [],
}
