import 'server-only'
import type { Locale } from '@/i18n/locales'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { contentLocale, localeArgs } from '@/lib/content-locale.server'
import { allInOrder } from '@/lib/all-in-order'
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
    ...allInOrder(),
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return docs.map((p) => toPurposeListItem(p, origin))
}

/** Whether a purpose shown in `locale` is still English only (false on English pages). */
/** The texts of a purpose page, each of which may still lack its Arabic form. */
const PURPOSE_TEXTS = [
  'name',
  'description',
  'objectives',
  'services_provided',
  'beneficiaries',
  'partnerships',
  'impact_stats',
  'testimonial',
  'support_info',
] as const satisfies readonly (keyof PurposeDetail)[]
export type PurposePart = (typeof PURPOSE_TEXTS)[number]

/**
 * The parts of a purpose shown in `locale` that are still English (none on English pages): the
 * purpose read again in Arabic without fallback, in the same shape (decision 0043).
 */
export async function purposeEnglishParts(
  purpose: PurposeDetail,
  locale?: Locale,
): Promise<PurposePart[]> {
  if (contentLocale(locale) === DEFAULT_LOCALE) return []
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'purposes',
    id: purpose.id,
    locale: 'ar',
    fallbackLocale: false,
    depth: 0,
  })
  const arabic = toPurposeDetail(doc, siteUrl())
  const blank = (v: string | string[] | null) => (Array.isArray(v) ? v.length === 0 : !v?.trim())
  return PURPOSE_TEXTS.filter((k) => !blank(purpose[k]) && blank(arabic[k]))
}

/** `case-purposes/{id}`: a donation purpose with its detail lists, or null. */
export async function purposeDetail(id: number, locale?: Locale): Promise<PurposeDetail | null> {
  const doc = await findDonationPurpose(id, locale)
  return doc ? toPurposeDetail(doc, siteUrl()) : null
}
