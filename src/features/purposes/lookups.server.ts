import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs } from '@/lib/content-locale.server'
import { payloadClient } from '@/lib/payload.server'

/** Purposes a donation line can choose (spec 000 "Donation purpose items": id, name). */
export async function listDonationPurposes(
  locale?: Locale,
): Promise<{ id: number; name: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { kinds: { contains: 'donation' } },
    select: { name: true },
    sort: 'order',
    limit: 0,
    pagination: false,
    depth: 0,
    ...localeArgs(locale),
  })
  return docs.map((d) => ({ id: d.id, name: d.name }))
}
