import 'server-only'
import { payloadClient } from '@/lib/payload.server'

/** A purpose offered for donations, by id, or null. */
export async function findDonationPurpose(id: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { and: [{ id: { equals: id } }, { kinds: { contains: 'donation' } }] },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}
