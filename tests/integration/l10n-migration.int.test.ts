import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '@/migrations'
import { createTestPayload, withClient } from '../helpers/test-payload'

/**
 * The content-localisation migration (decision 0043) keeps every text written before
 * it: a database is migrated up to the migration before it, filled with content the old way
 * (plain SQL, as the old schema stored it), then migrated; Payload must then read each text in
 * English, and the Arabic names editors kept in `name_ar` in Arabic. The round trip down and up
 * on the demo seed, which keeps every text too and prints the migration's runtime, is in
 * l10n-content.int.test.ts, on that file's copy of the seeded database (decision 0115).
 */
const NAME = '20261123_211809_l10n_content'
const index = migrations.findIndex((m) => m.name === NAME)
let payload: Payload
let databaseUrl: string
let close: () => Promise<void>

beforeAll(async () => {
  // The test database is made with the migrations before this one only: createTestPayload
  // applies the list it imports, this same array, shortened for the time of the call.
  const all = [...migrations]
  migrations.splice(index)
  try {
    ;({ payload, databaseUrl, close } = await createTestPayload())
  } finally {
    migrations.splice(0, migrations.length, ...all)
  }
})
afterAll(() => close?.())

const MIGRATION = migrations[index]!

/** Content as the schema before the migration held it. */
const OLD_CONTENT = `
INSERT INTO categories (id, name, slug) VALUES (901, 'Health', 'health');
INSERT INTO articles (id, kind, title, slug, sub_title, excerpt, date, category_id, body,
  meta_title, meta_description, _status)
VALUES (901, 'news', 'Convoy reaches Aswan', 'convoy-aswan', 'Three villages', 'Doctors saw 400 people.',
  '2025-05-01', 901, '{"root":{"type":"root","children":[{"type":"paragraph","version":1,"children":[{"type":"text","text":"Body text of the convoy.","version":1}]}],"direction":null,"format":"","indent":0,"version":1}}',
  'Convoy meta', 'Convoy meta description', 'published');
INSERT INTO _articles_v (id, parent_id, version_title, version_slug, version_kind, version_date,
  version__status, latest)
VALUES (901, 901, 'Convoy reaches Aswan (version)', 'convoy-aswan', 'news', '2025-05-01', 'published', true);
INSERT INTO activities (id, name, slug, tag, excerpt, meta_title)
VALUES (901, 'Winter blankets', 'winter-blankets', 'Relief', 'Blankets for 300 families.', 'Blankets meta');
INSERT INTO activities_details (_order, _parent_id, id, text) VALUES (1, 901, 'd901', 'Held in Minya.');
INSERT INTO volunteers (id, fullname_en, job) VALUES (901, 'Mona Adel', 'Nurse');
INSERT INTO clubs (id, name, name_ar, city) VALUES (901, 'Luxor club', 'نادي الأقصر', 'Luxor');
INSERT INTO board_members (id, fullname, job_role, bio) VALUES (901, 'Omar Said', 'Treasurer', 'Keeps the books.');
INSERT INTO purposes (id, name, name_ar, description, testimonial)
VALUES (901, 'Clean water', 'مياه نظيفة', 'Wells for villages.', 'We drink safely now.');
INSERT INTO purposes_objectives (_order, _parent_id, id, text) VALUES (1, 901, 'o901', 'Dig ten wells.');
INSERT INTO purposes_support_info (_order, _parent_id, id, text) VALUES (1, 901, 's901', 'Give monthly.');
INSERT INTO about_us (id, title, mission_title, mission_description, message_title, message_description)
VALUES (1, 'About the foundation', 'Our Mission', 'Dignity for every family.', 'Our Message', 'Together we can.');
INSERT INTO bylaws (id, title, adopted, preamble) VALUES (1, 'By-laws', 'Adopted 2010', 'We the founders.');
INSERT INTO bylaws_articles (_order, _parent_id, id, title) VALUES (1, 1, 'a1', 'Name and seat');
INSERT INTO bylaws_articles_sections (_order, _parent_id, id, heading, body)
VALUES (1, 'a1', 's1', 'Name', 'The foundation is named New Egypt.');
`

describe('the content-localisation migration', () => {
  it('copies every text made before it into its English form', async () => {
    await withClient(databaseUrl, (c) => c.query(OLD_CONTENT))
    await payload.db.migrate({ migrations: [MIGRATION] as never })
    // Payload reads with today's collections: the migrations made after this one follow.
    await payload.db.migrate({ migrations: migrations.slice(index + 1) as never })

    const en = { locale: 'en' as const, overrideAccess: true, draft: false }
    const article = await payload.findByID({ collection: 'articles', id: 901, ...en })
    expect(article).toMatchObject({
      title: 'Convoy reaches Aswan',
      subTitle: 'Three villages',
      excerpt: 'Doctors saw 400 people.',
      meta: { title: 'Convoy meta', description: 'Convoy meta description' },
    })
    expect(JSON.stringify(article.body)).toContain('Body text of the convoy.')
    const versions = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: 901 } },
      ...en,
    })
    expect(versions.docs[0]?.version.title).toBe('Convoy reaches Aswan (version)')
    expect(await payload.findByID({ collection: 'categories', id: 901, ...en })).toMatchObject({
      name: 'Health',
    })
    const activity = await payload.findByID({ collection: 'activities', id: 901, ...en })
    expect(activity).toMatchObject({
      name: 'Winter blankets',
      tag: 'Relief',
      excerpt: 'Blankets for 300 families.',
      meta: { title: 'Blankets meta' },
    })
    expect(activity.details?.[0]?.text).toBe('Held in Minya.')
    expect(await payload.findByID({ collection: 'volunteers', id: 901, ...en })).toMatchObject({
      fullnameEn: 'Mona Adel',
      job: 'Nurse',
    })
    expect(await payload.findByID({ collection: 'clubs', id: 901, ...en })).toMatchObject({
      name: 'Luxor club',
      city: 'Luxor',
    })
    expect(await payload.findByID({ collection: 'board-members', id: 901, ...en })).toMatchObject({
      fullname: 'Omar Said',
      jobRole: 'Treasurer',
      bio: 'Keeps the books.',
    })
    const purpose = await payload.findByID({ collection: 'purposes', id: 901, ...en })
    expect(purpose).toMatchObject({
      name: 'Clean water',
      description: 'Wells for villages.',
      testimonial: 'We drink safely now.',
    })
    expect(purpose.objectives?.[0]?.text).toBe('Dig ten wells.')
    expect(purpose.supportInfo?.[0]?.text).toBe('Give monthly.')
    expect(await payload.findGlobal({ slug: 'about-us', ...en })).toMatchObject({
      title: 'About the foundation',
      missionTitle: 'Our Mission',
      missionDescription: 'Dignity for every family.',
      messageTitle: 'Our Message',
      messageDescription: 'Together we can.',
    })
    const bylaws = await payload.findGlobal({ slug: 'bylaws', ...en })
    expect(bylaws).toMatchObject({ title: 'By-laws', adopted: 'Adopted 2010' })
    expect(bylaws.preamble).toBe('We the founders.')
    expect(bylaws.articles[0]).toMatchObject({
      title: 'Name and seat',
      sections: [{ heading: 'Name', body: 'The foundation is named New Egypt.' }],
    })
  })

  it('makes the Arabic names kept in name_ar the Arabic form, the rest falling back to English', async () => {
    const ar = { locale: 'ar' as const, fallbackLocale: 'en' as const, overrideAccess: true }
    expect(await payload.findByID({ collection: 'clubs', id: 901, ...ar })).toMatchObject({
      name: 'نادي الأقصر',
      city: 'Luxor',
    })
    expect(await payload.findByID({ collection: 'purposes', id: 901, ...ar })).toMatchObject({
      name: 'مياه نظيفة',
      description: 'Wells for villages.',
    })
    const strict = await payload.findByID({
      collection: 'purposes',
      id: 901,
      locale: 'ar',
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(strict.description ?? null).toBeNull()
  })
})
