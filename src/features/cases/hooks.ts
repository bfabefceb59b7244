import type { CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'
import type { CaseRequest } from '@/payload-types'
import { lookupKeysFrom } from '@/lib/security/keys'
import { dataKeys } from '@/lib/runtime-config'
import { decryptField, isEncrypted } from './crypto'
import { lookupHash } from './lookup-hash'
import { newReference } from './reference'

/** Statuses after which a request is closed: retention counts from then. */
export const CLOSED_STATUSES = ['assisted', 'rejected'] as const
/** Events of the status history besides the statuses themselves. */
export const DOCUMENT_EVENTS = ['documents-requested', 'documents-received'] as const

let keys: Buffer[] | undefined
/** The lookup-hash keys of this process (the data key ring's, decision 0024). */
export const caseLookupKeys = () => (keys ??= lookupKeysFrom(dataKeys()))

const plain = (value: unknown) =>
  isEncrypted(value) ? decryptField(value, dataKeys()) : typeof value === 'string' ? value : ''

type History = { status: string; at: string; id?: string | null }[]

/**
 * Keeps what the request derives from its fields:
 * - a reference on create (retried while taken; the unique index is the last guard);
 * - the lookup hashes of the national ID and phone, recomputed whenever either is written
 *   (the collection hook runs before the field hook that encrypts the national ID);
 * - the status history (status and date of each change), `closedAt` when the request
 *   reaches 'assisted' or 'rejected' (cleared if it is reopened);
 * - a reviewer's request for documents: its date and author, a history entry.
 */
export const deriveCaseFields: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const now = new Date().toISOString()
  if (operation === 'create' && !data.reference) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = newReference()
      const taken = await req.payload.count({
        collection: 'case-requests',
        overrideAccess: true,
        req,
        where: { reference: { equals: candidate } },
      })
      if (taken.totalDocs === 0) {
        data.reference = candidate
        break
      }
    }
  }
  // An erased request stays unfindable: its hashes are not written again.
  const erased = Boolean(data.erasedAt ?? originalDoc?.erasedAt)
  if (!erased && 'nationalId' in data) {
    data.nationalIdHash = lookupHash('nid', plain(data.nationalId), caseLookupKeys())
  }
  if (!erased && 'phone' in data) {
    data.phoneHash = lookupHash('phone', data.phone, caseLookupKeys())
  }

  const history: History = [
    ...((data.statusHistory ?? originalDoc?.statusHistory ?? []) as History),
  ]
  const status = data.status ?? originalDoc?.status
  if (operation === 'create' || (data.status && data.status !== originalDoc?.status)) {
    history.push({ status, at: now })
    data.closedAt = (CLOSED_STATUSES as readonly string[]).includes(status) ? now : null
  }
  const message = typeof data.documentsMessage === 'string' ? data.documentsMessage.trim() : ''
  if (message && message !== (originalDoc?.documentsMessage ?? '').trim()) {
    data.documentsRequestedAt = now
    data.documentsReceivedAt = null
    data.documentsRequestedBy = req.user?.id ?? null
    history.push({ status: 'documents-requested', at: now })
  }
  data.statusHistory = history
  return data
}

/** The ids of a request's files: its case photo, additional photos and documents. */
export const caseFileIds = (
  doc: Pick<CaseRequest, 'caseImage' | 'images' | 'documents'>,
): number[] =>
  [doc.caseImage, ...(doc.images ?? []), ...(doc.documents ?? [])]
    .map((v) => (typeof v === 'number' ? v : v?.id))
    .filter((v): v is number => typeof v === 'number')

/**
 * A deleted request takes its photos and documents with it: left behind, they
 * stayed readable by reviewers and no retention run ever reached them (it works from the
 * requests). Deleted through Payload, in the delete's transaction, so the upload documents and
 * their bytes (disk or bucket) go together.
 */
export const deleteCaseFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = caseFileIds(doc as CaseRequest)
  if (!ids.length) return
  await req.payload.delete({
    collection: 'case-files',
    overrideAccess: true,
    req,
    where: { id: { in: ids } },
  })
}
