import 'server-only'
import { siteUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'
import {
  toPurposeDetail,
  toPurposeListItem,
  type PurposeDetail,
  type PurposeListItem,
} from './shape'

const DONATION = { kinds: { contains: 'donation' } } as const

/** A purpose offered for donations, by id, or null. */
export async function findDonationPurpose(id: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { and: [{ id: { equals: id } }, DONATION] },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

/** `case-purposes`: the donation purposes as cards (id, name, description, image). */
export async function purposeItems(): Promise<PurposeListItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: DONATION,
    sort: ['order', 'id'],
    limit: 0,
    pagination: false,
    depth: 1,
  })
  const origin = siteUrl()
  return docs.map((p) => toPurposeListItem(p, origin))
}

/** `case-purposes/{id}`: a donation purpose with its detail lists, or null. */
export async function purposeDetail(id: number): Promise<PurposeDetail | null> {
  const doc = await findDonationPurpose(id)
  return doc ? toPurposeDetail(doc, siteUrl()) : null
}
