import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs, untranslatedIds } from '@/lib/content-locale.server'
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
export async function findDonationPurpose(id: number, locale?: Locale) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { and: [{ id: { equals: id } }, DONATION] },
    limit: 1,
    depth: 1,
    ...localeArgs(locale),
  })
  return docs[0] ?? null
}

/** `case-purposes`: the donation purposes as cards (id, name, description, image). */
export async function purposeItems(locale?: Locale): Promise<PurposeListItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: DONATION,
    sort: ['order', 'id'],
    limit: 0,
    pagination: false,
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return docs.map((p) => toPurposeListItem(p, origin))
}

/** Whether a purpose shown in `locale` is still English only (false on English pages). */
export async function purposeUntranslated(
  purpose: Pick<PurposeDetail, 'id' | 'name' | 'description'>,
  locale?: Locale,
): Promise<boolean> {
  const fields = ['name', 'description']
  return (await untranslatedIds(await payloadClient(), 'purposes', [purpose], fields, locale)).has(
    purpose.id,
  )
}

/** `case-purposes/{id}`: a donation purpose with its detail lists, or null. */
export async function purposeDetail(id: number, locale?: Locale): Promise<PurposeDetail | null> {
  const doc = await findDonationPurpose(id, locale)
  return doc ? toPurposeDetail(doc, siteUrl()) : null
}
