import type { Payload } from 'payload'
import { activities } from './data/activities'
import { arabicActivityDetails } from './data/arabic-activity-details'
import { arabicPurposeLists, LIST_FIELDS } from './data/arabic-purpose-lists'
import { purposes } from './data/purposes'
import { SEED_OPTS } from './helpers'

type Row = { id?: string | null; text?: string | null }
type Rows = Row[] | null | undefined

const AR = { ...SEED_OPTS, locale: 'ar' as const }
const ALL = { overrideAccess: true, depth: 0, limit: 0, pagination: false } as const
const blank = (v: unknown) => v == null || v === ''

/** Still untranslated: its Arabic is empty or a copy of its English. */
const untranslated = (ar: unknown, en: unknown) => blank(ar) || ar === en

/**
 * The rows of one list with their Arabic, row for row (array rows keep their ids across
 * locales), or undefined to leave the list alone: when the record's English is no longer the
 * seed's (an editor changed it, so the seed's Arabic would not match), when it has no rows, or
 * when its first row already has Arabic (an editor's, or an earlier run's).
 */
function arabicRows(ar: Rows, en: Rows, seedEnglish: string[], arabic: string[] | undefined) {
  if (!en?.length || !arabic || arabic.length !== en.length) return undefined
  if (en.some((r, i) => r.text !== seedEnglish[i]) || en.length !== seedEnglish.length) {
    return undefined
  }
  if (!untranslated(ar?.[0]?.text, en[0]?.text)) return undefined
  return en.map((r, i) => ({ id: r.id, text: arabic[i] }))
}

/** The same records in English and, as written (no English fallback), in Arabic, by id. */
async function pairs<C extends 'activities' | 'purposes'>(payload: Payload, collection: C) {
  const [en, ar] = await Promise.all([
    payload.find({ collection, ...ALL, locale: 'en' }),
    payload.find({ collection, ...ALL, locale: 'ar', fallbackLocale: false }),
  ])
  const byId = new Map(ar.docs.map((d) => [d.id, d]))
  return en.docs.flatMap((d) => {
    const a = byId.get(d.id)
    return a ? [{ en: d, ar: a }] : []
  })
}

/**
 * The Arabic of every activity's detail paragraphs and meta description, and of every purpose's
 * six lists and testimonial (decision 0043). Written row for row onto the existing rows, and only
 * where the record's Arabic is still untranslated, so it never overwrites an editor's Arabic and
 * a second run writes nothing. Returns how many records it wrote.
 */
export async function seedArabicLists(payload: Payload): Promise<number> {
  let count = 0
  const seedActivities = new Map(activities.map((a) => [a.slug, a]))
  for (const { en, ar } of await pairs(payload, 'activities')) {
    const seed = en.slug ? seedActivities.get(en.slug) : undefined
    const arabic = en.slug ? arabicActivityDetails[en.slug] : undefined
    if (!seed || !arabic) continue
    const details = arabicRows(ar.details, en.details, seed.details, arabic.details)
    const description =
      en.meta?.description === seed.metaDescription &&
      untranslated(ar.meta?.description, en.meta?.description)
        ? arabic.metaDescription
        : undefined
    if (!details && !description) continue
    await payload.update({
      ...AR,
      collection: 'activities',
      id: en.id,
      data: {
        ...(details ? { details } : {}),
        ...(description ? { meta: { ...ar.meta, description } } : {}),
      },
    })
    count++
  }

  const seedPurposes = new Map(purposes.map((p) => [p.name, p]))
  for (const { en, ar } of await pairs(payload, 'purposes')) {
    const seed = seedPurposes.get(en.name)
    const arabic = arabicPurposeLists[en.name]
    if (!seed || !arabic) continue
    const data: Record<string, unknown> = {}
    for (const field of LIST_FIELDS) {
      const rows = arabicRows(ar[field], en[field], seed[field], arabic[field])
      if (rows) data[field] = rows
    }
    if (
      arabic.testimonial &&
      en.testimonial === seed.testimonial &&
      untranslated(ar.testimonial, en.testimonial)
    ) {
      data.testimonial = arabic.testimonial
    }
    if (Object.keys(data).length === 0) continue
    await payload.update({ ...AR, collection: 'purposes', id: en.id, data })
    count++
  }
  return count
}
