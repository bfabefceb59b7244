import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { meeting } from './data/meeting'
import { boardMembers, boards, clubs } from './data/people'
import { mediaCache, resetSequences, SEED_OPTS as opts } from './helpers'

/** Clubs, their boards by period and every board's members, then the demo board meeting. */
export async function seedClubs(payload: Payload, pool: Pool, log: (msg: string) => void) {
  const empty = async (collection: 'clubs' | 'meetings') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
  const media = mediaCache(payload)
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
        // The demo hands out both links (with and without the signature pad); a meeting "with
        // signature" refuses the link without it.
        linkKind: 'no-signature',
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
}
