import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { about } from './data/about'
import { activities } from './data/activities'
import { articles } from './data/articles'
import { volunteers } from './data/people'
import { purposes } from './data/purposes'
import { seedArabic } from './arabic'
import { seedClubs } from './clubs'
import { mediaCache, SEED_OPTS } from './helpers'
import { seedHomePage } from './home-page'
import { toLexical } from './lexical'

/**
 * The demo content: purposes, news, activities, the team, clubs and their boards, the home
 * page's video, the about text, and their Arabic (decision 0043). Written on a fresh database
 * only, and only when asked (SEED_DEMO, src/seed/index.ts); each part still only while its
 * collection is empty, so a first start cut off half-way is finished by the next one.
 */
export async function seedDemo(payload: Payload, pool: Pool, log: (msg: string) => void) {
  const empty = async (collection: Parameters<Payload['count']>[0]['collection']) =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
  const media = mediaCache(payload)
  const opts = SEED_OPTS

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
          zakatEligible: p.zakatEligible ?? false,
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

  await seedClubs(payload, pool, log)
  await seedHomePage(payload, log)

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

  // The Arabic of what the home page, the first page of news, the purposes, activities, boards and
  // by-laws show (decision 0043).
  await seedArabic(payload, pool, log)
}

const rows = (items: string[]) => items.map((text) => ({ text }))
