import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'
import type { User } from '@/payload-types'
import { toCsv } from './csv'

/**
 * A whole back-office list as CSV (src/lib/csv.ts), newest first, read with the staff member's
 * own access: Payload refuses whoever the collection's read access refuses.
 */
export async function staffListCsv<S extends CollectionSlug>(
  payload: Payload,
  user: User,
  collection: S,
  header: readonly string[],
  row: (doc: DataFromCollectionSlug<S>) => readonly unknown[],
): Promise<string> {
  const { docs } = await payload.find({
    collection,
    user,
    overrideAccess: false,
    pagination: false,
    // The whole list on purpose: staff reads are otherwise bounded (public-reads.ts).
    context: { wholeList: true },
    sort: '-createdAt',
    depth: 0,
  })
  return toCsv(header, (docs as DataFromCollectionSlug<S>[]).map(row))
}
