import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { env } from '@/lib/env'
import { about } from './data/about'
import { activities } from './data/activities'
import { bylaws } from './data/bylaws'
import { articles } from './data/articles'
import { governorates } from './data/egypt'
import { meeting } from './data/meeting'
import { boardMembers, boards, clubs, volunteers } from './data/people'
import { purposes } from './data/purposes'
import type { SeedImage } from './data/types'
import { seedGeo } from './geo'
import { renderSeedImage } from './images'
import { toLexical } from './lexical'

/**
 * Seeds the demo content on first start. Each part runs only while its
 * collection is empty, so the seed is idempotent and never overwrites what
 * staff have changed. Images are drawn by the project (src/seed/images.ts).
 */
export async function seed(payload: Payload) {
  const log = (msg: string) => payload.logger.info(`[seed] ${msg}`)
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const empty = async (collection: Parameters<Payload['count']>[0]['collection']) =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
  const media = mediaCache(payload)
  const opts = { overrideAccess: true, context: { seeding: true } } as const

  await seedStaff(payload, log)
  await seedGeo(pool, log)

  if (await empty('purposes')) {
    for (const [order, p] of purposes.entries()) {
      await payload.create({
        ...opts,
        collection: 'purposes',
        data: {
          name: p.name,
          nameAr: p.nameAr,
          kinds: p.kinds,
          description: p.description,
          image: p.image ? await media(p.image) : null,
          objectives: rows(p.objectives),
          servicesProvided: rows(p.servicesProvided),
          beneficiaries: rows(p.beneficiaries),
          partnerships: rows(p.partnerships),
          impactStats: rows(p.impactStats),
          testimonial: p.testimonial,
          supportInfo: rows(p.supportInfo),
          order,
        },
      })
    }
    log(`${purposes.length} purposes`)
  }

  if (await empty('articles')) {
    const categories = new Map<string, number>()
    for (const a of articles) {
      if (!categories.has(a.category)) {
        const name = a.category.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
        const cat = await payload.create({
          ...opts,
          collection: 'categories',
          data: { name, slug: a.category },
        })
        categories.set(a.category, cat.id)
      }
      const images = await Promise.all(a.images.map(media))
      await payload.create({
        ...opts,
        collection: 'articles',
        data: {
          _status: 'published',
          kind: a.kind,
          title: a.title,
          slug: a.slug,
          subTitle: a.subTitle,
          excerpt: a.excerpt,
          date: a.date,
          category: categories.get(a.category),
          thumbnail: images[0],
          images,
          body: toLexical(a.body) as never,
          meta: { title: a.metaTitle, description: a.metaDescription, image: images[0] },
        },
      })
    }
    log(`${articles.length} articles`)
  }

  if (await empty('activities')) {
    const purposeIds = new Map(
      (await payload.find({ collection: 'purposes', limit: 0, overrideAccess: true })).docs.map(
        (p) => [p.name, p.id],
      ),
    )
    for (const a of activities) {
      const images = await Promise.all(a.images.map(media))
      const s = a.summary
      await payload.create({
        ...opts,
        collection: 'activities',
        data: {
          name: a.name,
          slug: a.slug,
          tag: a.tag,
          excerpt: a.excerpt,
          image: images[0],
          images,
          details: rows(a.details),
          budget: a.budget,
          target: a.target,
          startDate: a.startDate,
          startAt: a.startAt,
          endDate: a.endDate,
          endAt: a.endAt,
          summary: s
            ? {
                totalMoneyCollected: s.total_money_collected,
                numberOfAttendees: s.number_of_attendees,
                numberOfDonations: s.number_of_donations,
                totalExpenses: s.total_expenses,
                netFundsRaised: s.net_funds_raised,
                eventDate: s.event_date,
              }
            : {},
          purposes: a.purposes
            .map((name) => purposeIds.get(name))
            .filter((id): id is number => id != null),
          meta: { title: a.metaTitle, description: a.metaDescription, image: images[0] },
        },
      })
    }
    log(`${activities.length} activities`)
  }

  if (await empty('volunteers')) {
    for (const [order, v] of volunteers.entries()) {
      await payload.create({
        ...opts,
        collection: 'volunteers',
        data: {
          fullnameEn: v.fullname_en,
          job: v.job,
          image: v.image ? await media(v.image) : null,
          order,
        },
      })
    }
    log(`${volunteers.length} team volunteers`)
  }

  if (await empty('clubs')) {
    for (const c of clubs) {
      await payload.create({
        ...opts,
        collection: 'clubs',
        data: { id: c.id, name: c.name, nameAr: c.nameAr, city: c.city },
      })
    }
    for (const b of boards) {
      await payload.create({
        ...opts,
        collection: 'boards',
        data: { id: b.id, club: b.clubId, period: b.period },
      })
    }
    for (const [order, m] of boardMembers.entries()) {
      await payload.create({
        ...opts,
        collection: 'board-members',
        data: {
          fullname: m.fullname,
          jobRole: m.jobRole,
          bio: m.bio,
          image: m.image ? await media(m.image) : null,
          boards: m.boardIds,
          order,
        },
      })
    }
    await resetSequences(pool, ['clubs', 'boards'])
    log(`${clubs.length} clubs, ${boards.length} boards, ${boardMembers.length} board members`)
  }

  if (await empty('governorates')) {
    let cityCount = 0
    for (const g of governorates) {
      await payload.create({
        ...opts,
        collection: 'governorates',
        data: { id: g.id, name: g.name, nameEn: g.name_en },
      })
      for (const c of g.cities) {
        const city = await payload.create({
          ...opts,
          collection: 'egypt-cities',
          data: { name: c.name, nameEn: c.name_en, governorate: g.id },
        })
        cityCount++
        for (const v of c.villages) {
          await payload.create({
            ...opts,
            collection: 'villages',
            data: { name: v.name, nameEn: v.name_en, city: city.id },
          })
        }
      }
    }
    await resetSequences(pool, ['governorates'])
    log(`${governorates.length} governorates, ${cityCount} cities`)
  }

  if (await empty('meetings')) {
    const members = await payload.find({
      collection: 'board-members',
      where: { boards: { in: boards.filter((b) => b.clubId === meeting.clubId).map((b) => b.id) } },
      limit: 0,
      overrideAccess: true,
    })
    await payload.create({
      ...opts,
      collection: 'meetings',
      data: {
        meetingId: meeting.meetingId,
        date: meeting.date,
        time: meeting.time,
        club: meeting.clubId,
        locationEn: meeting.location_en,
        status: 'open',
        agendas: meeting.agendas.map((a) => ({
          name: a.name,
          discussion: a.discussion,
          conclusions: a.conclusions,
          actions: a.actions.map((x) => ({
            nameEn: x.name_en,
            personResponsible: x.person_responsible,
            date: x.date,
            time: x.time,
          })),
        })),
        invitees: members.docs.map((m) => m.id),
      },
    })
    log('1 board meeting')
  }

  const aboutDoc = await payload.findGlobal({ slug: 'about-us', overrideAccess: true })
  if (!aboutDoc.title) {
    await payload.updateGlobal({
      slug: 'about-us',
      overrideAccess: true,
      data: {
        title: about.title,
        missionTitle: about.mission_title,
        missionDescription: about.mission_description,
        messageTitle: about.message_title,
        messageDescription: about.message_description,
      },
    })
    log('about-us text')
  }

  // Bylaws (issue 7): the adopted text, only while the global holds no article.
  const bylawsDoc = await payload.findGlobal({ slug: 'bylaws', overrideAccess: true })
  if (!bylawsDoc.articles?.length) {
    await payload.updateGlobal({ ...opts, slug: 'bylaws', data: bylaws })
    log('bylaws')
  }
}

const rows = (items: string[]) => items.map((text) => ({ text }))

/** Uploads each drawn image once, whatever the number of documents using it. */
function mediaCache(payload: Payload) {
  const ids = new Map<string, Promise<number>>()
  return (img: SeedImage): Promise<number> => {
    const known = ids.get(img.key)
    if (known) return known
    const id = renderSeedImage(img).then(async (data: Buffer) => {
      const doc = await payload.create({
        collection: 'media',
        overrideAccess: true,
        data: { alt: img.title },
        file: { data, mimetype: 'image/webp', name: `${img.key}.webp`, size: data.length },
      })
      return doc.id
    })
    ids.set(img.key, id)
    return id
  }
}

/** After inserting explicit ids, move each serial sequence past them. */
async function resetSequences(pool: Pool, tables: string[]) {
  for (const table of tables) {
    await pool.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    )
  }
}

/**
 * The first staff account: ADMIN_EMAIL/ADMIN_PASSWORD when set; otherwise, on
 * an empty database, an admin with a random password printed once.
 */
async function seedStaff(payload: Payload, log: (msg: string) => void) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: ADMIN_EMAIL } },
      limit: 1,
      overrideAccess: true,
    })
    if (found.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
          name: 'Administrator',
          roles: ['admin'],
        },
      })
      log(`staff account ${ADMIN_EMAIL} created from ADMIN_EMAIL`)
    }
    return
  }
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0) return
  const email = 'admin@newegypt.example'
  const password = randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administrator', roles: ['admin'] },
  })
  console.log(
    `\n  ┌──────────────────────────────────────────────────────────────\n` +
      `  │ First staff account created (shown only this once):\n` +
      `  │   e-mail:   ${email}\n` +
      `  │   password: ${password}\n` +
      `  │ Sign in at /admin and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n` +
      `  └──────────────────────────────────────────────────────────────\n`,
  )
}
