import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { untranslatedIds, globalUntranslated } from '@/lib/content-locale.server'
import { activities } from '@/seed/data/activities'
import { arabicActivityDetails } from '@/seed/data/arabic-activity-details'
import { arabicPurposeLists, LIST_FIELDS } from '@/seed/data/arabic-purpose-lists'
import { purposes } from '@/seed/data/purposes'
import { migrations } from '@/migrations'
import { createSeededTestPayload, SEEDED_HOOK_TIMEOUT } from '../helpers/seeded-payload'
import { withClient } from '../helpers/test-payload'

/**
 * Content in two languages (decision 0043): the demo seed's Arabic, the English
 * fallback of a record not translated yet, and how such a record is found.
 */
let payload: Payload
let databaseUrl: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, databaseUrl, close } = await createSeededTestPayload())
}, SEEDED_HOOK_TIMEOUT)
afterAll(() => close?.())

const ar = { locale: 'ar' as const, fallbackLocale: 'en' as const }
const arabicScript = /[\u0600-\u06FF]/

describe('the demo seed in Arabic', () => {
  it('has Arabic for the about text, the first page of news, activities, purposes and clubs', async () => {
    const about = await payload.findGlobal({ slug: 'about-us', ...ar })
    expect(about.missionDescription).toMatch(arabicScript)
    const news = await payload.find({
      collection: 'articles',
      where: { kind: { equals: 'news' } },
      sort: '-date',
      limit: 9,
      ...ar,
    })
    expect(news.docs).toHaveLength(9)
    for (const a of news.docs) {
      expect(a.title).toMatch(arabicScript)
      expect(a.excerpt).toMatch(arabicScript)
      expect(JSON.stringify(a.body)).toMatch(arabicScript)
    }
    const activities = await payload.find({ collection: 'activities', limit: 0, ...ar })
    for (const a of activities.docs) expect(a.name).toMatch(arabicScript)
    const purposes = await payload.find({ collection: 'purposes', limit: 0, ...ar })
    for (const p of purposes.docs) {
      expect(p.name).toMatch(arabicScript)
      expect(p.description).toMatch(arabicScript)
    }
    const clubs = await payload.find({ collection: 'clubs', limit: 0, ...ar })
    for (const c of clubs.docs) expect(c.name).toMatch(arabicScript)
    const bylaws = await payload.findGlobal({ slug: 'bylaws', ...ar })
    expect(bylaws.title).toMatch(arabicScript)
    expect(bylaws.articles[0]?.sections[0]?.heading).toMatch(arabicScript)
    // The section bodies have no Arabic yet: they fall back to English, and have no Arabic form
    // (not a copy of the English saved as Arabic).
    expect(bylaws.articles[0]?.sections[0]?.body).not.toMatch(arabicScript)
    const strict = { locale: 'ar' as const, fallbackLocale: false as const }
    const bylawsAr = await payload.findGlobal({ slug: 'bylaws', ...strict })
    expect(bylawsAr.articles[0]?.sections[0]?.body ?? null).toBeNull()
    const purposeAr = await payload.find({
      collection: 'purposes',
      limit: 1,
      sort: 'order',
      ...strict,
    })
    expect(purposeAr.docs[0]?.description).toMatch(arabicScript)
    expect(purposeAr.docs[0]?.objectives?.every((r) => r.text?.match(arabicScript))).toBe(true)
  })

  it('keeps the English untouched', async () => {
    const about = await payload.findGlobal({ slug: 'about-us', locale: 'en' })
    expect(about.missionTitle).toBe('Our Mission')
    const purpose = await payload.find({
      collection: 'purposes',
      where: { name: { equals: 'Medical Care' } },
      locale: 'en',
    })
    expect(purpose.docs[0]?.objectives?.length).toBeGreaterThan(0)
  })
})

describe('activity details and purpose lists in Arabic', () => {
  const strict = { locale: 'ar' as const, fallbackLocale: false as const, limit: 0, depth: 0 }
  const english = { locale: 'en' as const, limit: 0, depth: 0 }
  const texts = (rows: { text?: string | null }[] | null | undefined) =>
    (rows ?? []).map((r) => r.text ?? '')

  it("reads every purpose's lists and testimonial in Arabic as the seed wrote them", async () => {
    const [ar, en] = await Promise.all([
      payload.find({ collection: 'purposes', ...strict }),
      payload.find({ collection: 'purposes', ...english }),
    ])
    const arById = new Map(ar.docs.map((d) => [d.id, d]))
    expect(en.docs.map((d) => d.name).sort()).toEqual(purposes.map((p) => p.name).sort())
    for (const doc of en.docs) {
      const seed = purposes.find((p) => p.name === doc.name)!
      const arabic = arabicPurposeLists[doc.name]!
      const arDoc = arById.get(doc.id)!
      for (const field of LIST_FIELDS) {
        expect(texts(arDoc[field]), `${doc.name} ${field}`).toEqual(arabic[field])
        // The English rows are untouched, and the same rows (ids) carry both languages.
        expect(texts(doc[field]), `${doc.name} ${field} en`).toEqual(seed[field])
        expect(arDoc[field]?.map((r) => r.id)).toEqual(doc[field]?.map((r) => r.id))
      }
      expect(arDoc.testimonial ?? '', `${doc.name} testimonial`).toBe(arabic.testimonial)
      expect(doc.testimonial ?? '').toBe(seed.testimonial)
    }
  })

  it("reads every activity's details and meta description in Arabic as the seed wrote them", async () => {
    const [ar, en] = await Promise.all([
      payload.find({ collection: 'activities', ...strict }),
      payload.find({ collection: 'activities', ...english }),
    ])
    const arById = new Map(ar.docs.map((d) => [d.id, d]))
    expect(en.docs.map((d) => d.slug).sort()).toEqual(activities.map((a) => a.slug).sort())
    for (const doc of en.docs) {
      const seed = activities.find((a) => a.slug === doc.slug)!
      const arabic = arabicActivityDetails[doc.slug!]!
      const arDoc = arById.get(doc.id)!
      expect(texts(arDoc.details), `${doc.slug} details`).toEqual(arabic.details)
      expect(arDoc.meta?.description).toBe(arabic.metaDescription)
      // What the other Arabic writes gave is kept: the Arabic title, the shared image.
      expect(arDoc.meta?.title).toMatch(arabicScript)
      expect(arDoc.meta?.image).toBe(doc.meta?.image)
      expect(texts(doc.details)).toEqual(seed.details)
      expect(doc.meta?.description).toBe(seed.metaDescription)
    }
  })

  it("writes again only what is untranslated, never an editor's Arabic", async () => {
    const { seedArabicLists } = await import('@/seed/arabic-lists')
    expect(await seedArabicLists(payload)).toBe(0)

    const ar = { overrideAccess: true, locale: 'ar' as const, fallbackLocale: false as const }
    const activity = (await payload.find({ collection: 'activities', limit: 1, ...ar })).docs[0]!
    const edited = activity.details!.map((r, i) => ({ id: r.id, text: `نص المحرر ${i + 1}` }))
    await payload.update({
      collection: 'activities',
      id: activity.id,
      data: { details: edited },
      ...ar,
    })
    const purpose = (
      await payload.find({ collection: 'purposes', where: { order: { equals: 0 } }, ...ar })
    ).docs[0]!
    const emptied = purpose.objectives!.map((r) => ({ id: r.id, text: '' }))
    await payload.update({
      collection: 'purposes',
      id: purpose.id,
      data: { objectives: emptied },
      ...ar,
    })

    expect(await seedArabicLists(payload)).toBe(1)
    const after = await payload.findByID({ collection: 'activities', id: activity.id, ...ar })
    expect(texts(after.details)).toEqual(edited.map((r) => r.text))
    const refilled = await payload.findByID({ collection: 'purposes', id: purpose.id, ...ar })
    expect(texts(refilled.objectives)).toEqual(arabicPurposeLists[purposes[0]!.name]!.objectives)
    expect(await seedArabicLists(payload)).toBe(0)
  })
})

describe('a record without Arabic', () => {
  it('reads in English and is found untranslated; a translated one is not', async () => {
    const older = await payload.find({
      collection: 'articles',
      where: { kind: { equals: 'news' } },
      sort: 'date',
      limit: 1,
      ...ar,
    })
    const old = older.docs[0]!
    expect(old.title).not.toMatch(arabicScript)
    const newest = await payload.find({ collection: 'articles', sort: '-date', limit: 1, ...ar })
    const found = await untranslatedIds(
      payload,
      'articles',
      [old, ...newest.docs],
      ['title', 'excerpt', 'body'],
      'ar',
    )
    expect([...found]).toEqual([old.id])
    // English pages never ask.
    expect((await untranslatedIds(payload, 'articles', [old], ['title'], 'en')).size).toBe(0)
  })

  it('finds a global untranslated once its Arabic is removed', async () => {
    const shown = await payload.findGlobal({ slug: 'about-us', ...ar })
    const fields = ['missionDescription', 'messageDescription']
    expect(await globalUntranslated(payload, 'about-us', shown, fields, 'ar')).toBe(false)
    const english = await payload.findGlobal({ slug: 'about-us', locale: 'en' })
    expect(await globalUntranslated(payload, 'about-us', english, fields, 'ar')).toBe(false)
    await payload.db.drizzle.execute(
      `UPDATE about_us_locales SET mission_description = '' WHERE _locale = 'ar'` as never,
    )
    expect(await globalUntranslated(payload, 'about-us', english, fields, 'ar')).toBe(true)
  })
})

/**
 * The content-localisation migration (decision 0043) rolled down and up again on the demo seed
 * keeps every text, and says how long it took (its run on content made the old way is
 * l10n-migration.int.test.ts). Last in this file: it runs on the file's database.
 */
describe('the content-localisation migration on the demo seed', () => {
  const index = migrations.findIndex((m) => m.name === '20261123_211809_l10n_content')
  const MIGRATION = migrations[index]!

  it('keeps every text through down and up, and says how long it took', async () => {
    const texts = () =>
      withClient(databaseUrl, async (c) => {
        const rows = await c.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM articles_locales WHERE _locale = 'en' AND title IS NOT NULL)
                + (SELECT count(*) FROM purposes_objectives_locales WHERE _locale = 'en')
                + (SELECT count(*) FROM bylaws_articles_sections_locales WHERE _locale = 'en') AS n`,
        )
        return Number(rows.rows[0]!.n)
      })
    const before = await texts()
    expect(before).toBeGreaterThan(50)
    const run = (migration: typeof MIGRATION, step: 'up' | 'down') =>
      payload.db.drizzle.transaction(async (tx) => {
        const started = performance.now()
        await migration[step]({ db: tx, payload, req: {} } as never)
        return Math.round(performance.now() - started)
      })
    // Rolled back as `migrate:down` would: the later migrations first (their tables use this
    // one's locales), then this one down and up, timed, then the later ones again.
    const later = migrations.slice(index + 1)
    for (const m of [...later].reverse()) await run(m, 'down')
    const down = await run(MIGRATION, 'down')
    const up = await run(MIGRATION, 'up')
    for (const m of later) await run(m, 'up')
    console.info(`l10n_content on the demo seed: down ${down} ms, up ${up} ms`)
    expect(await texts()).toBe(before)
  })
})
