import type { Payload } from 'payload'
import type { Pool } from 'pg'
import {
  arabicAbout,
  arabicActivities,
  arabicBylaws,
  arabicCategories,
  arabicJobs,
  arabicPurposes,
  arabicRoles,
} from './data/arabic-content'
import { arabicBlogs } from './data/arabic-blogs'
import { arabicBoardNames } from './data/arabic-board-names'
import { arabicNews } from './data/arabic-news'
import { seedArabicLists } from './arabic-lists'
import { SEED_OPTS } from './helpers'
import { toLexical } from './lexical'

const AR = { ...SEED_OPTS, locale: 'ar' as const }
/** Reads of what is already written in Arabic: no English fallback. */
const READ = { overrideAccess: true, locale: 'ar' as const, fallbackLocale: false as const }
const blank = (v: unknown) => v == null || v === ''

/**
 * The demo content's Arabic (decision 0043), written into each record's Arabic form. Like the
 * rest of the seed it only fills what is empty: a record whose Arabic an editor has written (or
 * an earlier run) is left alone, so the seed can run on every start.
 */
export async function seedArabic(payload: Payload, pool: Pool, log: (msg: string) => void) {
  let count = 0
  const each = async <C extends 'articles' | 'activities' | 'categories'>(
    collection: C,
    slugs: string[],
    write: (doc: { id: number; slug?: string | null }) => Promise<unknown>,
    check: string,
  ) => {
    const { docs } = await payload.find({
      collection,
      where: { slug: { in: slugs } },
      limit: 0,
      pagination: false,
      depth: 0,
      ...READ,
    })
    for (const doc of docs) {
      if (!blank((doc as unknown as Record<string, unknown>)[check])) continue
      await write(doc)
      count++
    }
  }

  await each(
    'categories',
    Object.keys(arabicCategories),
    (doc) =>
      payload.update({
        ...AR,
        collection: 'categories',
        id: doc.id,
        data: { name: arabicCategories[doc.slug!] },
      }),
    'name',
  )
  // The first page of news and the blog posts (issue 42 part 5).
  const articles = { ...arabicNews, ...arabicBlogs }
  await each(
    'articles',
    Object.keys(articles),
    (doc) => {
      const a = articles[doc.slug!]!
      return payload.update({
        ...AR,
        collection: 'articles',
        id: doc.id,
        data: {
          _status: 'published',
          title: a.title,
          subTitle: a.subTitle,
          excerpt: a.excerpt,
          body: toLexical(a.body, 'rtl') as never,
          meta: { title: a.metaTitle, description: a.excerpt.slice(0, 300) },
        },
      })
    },
    'title',
  )
  await each(
    'activities',
    Object.keys(arabicActivities),
    (doc) => {
      const a = arabicActivities[doc.slug!]!
      return payload.update({
        ...AR,
        collection: 'activities',
        id: doc.id,
        data: { name: a.name, tag: a.tag, excerpt: a.excerpt, meta: { title: a.name } },
      })
    },
    'name',
  )

  count += await seedArabicPeople(payload)

  const about = await payload.findGlobal({ slug: 'about-us', ...READ })
  if (blank(about.missionDescription)) {
    await payload.updateGlobal({ ...AR, slug: 'about-us', data: arabicAbout })
    count++
  }
  count += await seedArabicBylaws(payload)
  // Activities' details and purposes' lists, row for row, once the records above have their Arabic.
  count += await seedArabicLists(payload)
  if (count > 0) {
    await dropEnglishCopies(pool)
    log(`Arabic for ${count} records`)
  }
}

/**
 * The texts the seed leaves untranslated, by table: saving a record's Arabic form stores the
 * English of every text it does not give (Payload fills the form from the fallback), which would
 * pass for Arabic and hide the notice. Right after the seed's Arabic is written, an Arabic text
 * equal to its English one is that copy, and is removed.
 */
const UNTRANSLATED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['articles_locales', ['sub_title', 'excerpt', 'body', 'meta_title', 'meta_description']],
  ['activities_locales', ['tag', 'excerpt', 'meta_title', 'meta_description']],
  ['activities_details_locales', ['text']],
  ['volunteers_locales', ['job']],
  ['clubs_locales', ['city']],
  ['board_members_locales', ['job_role', 'bio']],
  ['purposes_locales', ['description', 'testimonial']],
  ['purposes_objectives_locales', ['text']],
  ['purposes_services_provided_locales', ['text']],
  ['purposes_beneficiaries_locales', ['text']],
  ['purposes_partnerships_locales', ['text']],
  ['purposes_impact_stats_locales', ['text']],
  ['purposes_support_info_locales', ['text']],
  ['bylaws_locales', ['adopted', 'preamble']],
  ['bylaws_articles_sections_locales', ['body']],
]

async function dropEnglishCopies(pool: Pool) {
  for (const [table, columns] of UNTRANSLATED) {
    for (const c of columns) {
      await pool.query(
        `UPDATE "${table}" AS a SET "${c}" = NULL FROM "${table}" AS e
          WHERE a._locale = 'ar' AND e._locale = 'en' AND a._parent_id = e._parent_id
            AND a."${c}" = e."${c}"`,
      )
    }
  }
}

/** Purposes (name from nameAr, description), clubs (name from nameAr), board roles, team jobs. */
async function seedArabicPeople(payload: Payload): Promise<number> {
  let count = 0
  const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const
  const english = { ...all, locale: 'en' as const }
  const arabic = { ...all, ...READ }
  const pairs = async <C extends 'purposes' | 'clubs' | 'board-members' | 'volunteers'>(c: C) => {
    const [en, ar] = await Promise.all([
      payload.find({ collection: c, ...english }),
      payload.find({ collection: c, ...arabic }),
    ])
    const byId = new Map(ar.docs.map((d) => [d.id, d as unknown as Record<string, unknown>]))
    return en.docs.map((d) => ({ en: d, ar: byId.get(d.id) ?? {} }))
  }
  for (const { en, ar } of await pairs('purposes')) {
    const text = arabicPurposes[en.name]
    if (!text || !blank(ar.description)) continue
    await payload.update({
      ...AR,
      collection: 'purposes',
      id: en.id,
      data: { name: en.nameAr || en.name, ...text },
    })
    count++
  }
  for (const { en, ar } of await pairs('clubs')) {
    if (!en.nameAr || !blank(ar.name)) continue
    await payload.update({ ...AR, collection: 'clubs', id: en.id, data: { name: en.nameAr } })
    count++
  }
  for (const { en, ar } of await pairs('board-members')) {
    const role = en.jobRole ? arabicRoles[en.jobRole] : undefined
    // Egyptian names have an Arabic form (issue 42 part 5); a name not in the list stays as written.
    // An Arabic name other than the English copy was written by an editor or an earlier run.
    const name = arabicBoardNames[en.fullname]
    const nameDone = !name || (!blank(ar.fullname) && ar.fullname !== en.fullname)
    const roleDone = !role || !blank(ar.jobRole)
    if (nameDone && roleDone) continue
    const data = {
      fullname: nameDone ? String(ar.fullname || en.fullname) : name,
      ...(roleDone ? {} : { jobRole: role }),
    }
    await payload.update({ ...AR, collection: 'board-members', id: en.id, data })
    count++
  }
  for (const { en, ar } of await pairs('volunteers')) {
    const job = en.job ? arabicJobs[en.job] : undefined
    if (!job || !blank(ar.job)) continue
    await payload.update({ ...AR, collection: 'volunteers', id: en.id, data: { job } })
    count++
  }
  return count
}

/** The by-laws' title, adoption line, article titles and section headings (bodies stay English). */
export async function seedArabicBylaws(payload: Payload): Promise<number> {
  const ar = await payload.findGlobal({ slug: 'bylaws', ...READ })
  if (!blank(ar.title)) return 0
  const en = await payload.findGlobal({ slug: 'bylaws', overrideAccess: true, locale: 'en' })
  if (!en.articles?.length) return 0
  await payload.updateGlobal({
    ...AR,
    slug: 'bylaws',
    data: {
      title: arabicBylaws.title,
      adopted: arabicBylaws.adopted,
      articles: en.articles.map((a, i) => ({
        id: a.id,
        title: arabicBylaws.articles[i]?.[0] ?? a.title,
        sections: a.sections.map((s, j) => ({
          id: s.id,
          heading: arabicBylaws.articles[i]?.[1][j] ?? s.heading,
        })),
      })),
    },
  })
  return 1
}
