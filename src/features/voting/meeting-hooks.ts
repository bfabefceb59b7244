import type { CollectionAfterChangeHook } from 'payload'
import type { Meeting } from '@/payload-types'

/**
 * Re-opening a closed meeting goes in its audit trail: a secretary could set a
 * closed meeting (its results mailed) back to open, and take votes again, with no trace. The
 * entry is written in the same transaction as the change, by whoever made it.
 */
export const auditReopening: CollectionAfterChangeHook<Meeting> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.status !== 'closed' || doc.status === 'closed')
    return doc
  const email = (req.user as { email?: unknown } | null)?.email
  await req.payload.create({
    collection: 'meeting-audit',
    overrideAccess: true,
    req,
    data: {
      meeting: doc.id,
      event: 'reopened',
      actor: typeof email === 'string' && email ? email : 'system',
      detail: `closed → ${doc.status ?? 'open'}`,
      at: new Date().toISOString(),
    },
  })
  return doc
}
