import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { createSeededTestPayload, SEEDED_HOOK_TIMEOUT } from '../helpers/seeded-payload'
import { withClient } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/**
 * The database layer: committed migrations build the schema, the seed fills
 * every screen's data once (and only once), and the public cannot read staff data.
 */
let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  // A copy of the run's one seeded database: the seed as `npm start` runs it on a fresh start.
  ;({ payload, close } = await createSeededTestPayload())
}, SEEDED_HOOK_TIMEOUT)
afterAll(() => close?.())

const count = async (collection: Parameters<Payload['count']>[0]['collection']) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('demo content', () => {
  it('seeds every kind of content a screen shows', async () => {
    expect(await count('articles')).toBeGreaterThanOrEqual(20)
    expect(await count('activities')).toBeGreaterThanOrEqual(8)
    expect(await count('volunteers')).toBeGreaterThanOrEqual(12)
    expect(await count('purposes')).toBeGreaterThanOrEqual(10)
    expect(await count('meetings')).toBe(1)
    expect(await count('governorates')).toBe(27)
    expect(await count('countries')).toBe(250)
    expect(await count('cities')).toBeGreaterThan(100_000)
    const about = await payload.findGlobal({ slug: 'about-us' })
    expect(about.title).toBeTruthy()
  })

  it('has the fixed volunteer-day article and club 11 with board 3', async () => {
    const article = await payload.find({
      collection: 'articles',
      where: { slug: { equals: 'egyptian-volunteer-day-6-september-2025' } },
    })
    expect(article.docs[0]?.date).toMatch(/^2025-09-06/)
    const board = await payload.findByID({ collection: 'boards', id: 3, depth: 0 })
    expect(board.club).toBe(11)
    const members = await payload.count({
      collection: 'board-members',
      where: { boards: { contains: 3 } },
    })
    expect(members.totalDocs).toBeGreaterThanOrEqual(5)
  })

  it('shows every feature on a fresh start: hero video, villages, board members', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
    expect(home.heroVideoUrl).toBe('/video/our-story.mp4')
    const cities = await payload.find({
      collection: 'egypt-cities',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(cities.docs.length).toBeGreaterThanOrEqual(132)
    const villages = await payload.find({
      collection: 'villages',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const withVillages = new Set(villages.docs.map((v) => v.city as number))
    expect(cities.docs.filter((c) => !withVillages.has(c.id)).map((c) => c.nameEn)).toEqual([])
    const boards = await payload.find({ collection: 'boards', limit: 0, pagination: false })
    expect(boards.docs).toHaveLength(16)
    for (const board of boards.docs) {
      const members = await payload.count({
        collection: 'board-members',
        where: { boards: { contains: board.id } },
      })
      expect(members.totalDocs, `board ${board.id}`).toBeGreaterThanOrEqual(2)
    }
    // Port Said's new board, announced in the news, with its president.
    const portSaid = await payload.find({
      collection: 'board-members',
      where: { boards: { contains: 8 } },
    })
    expect(portSaid.docs.map((m) => m.fullname)).toContain('Eng. Waleed Shehata')
    expect(portSaid.totalDocs).toBe(5)
  })

  it('keeps a hero video address cleared by staff across restarts', async () => {
    await payload.updateGlobal({
      slug: 'home-page',
      data: { heroVideoUrl: '' },
      overrideAccess: true,
    })
    const { seed } = await import('@/seed')
    await seed(payload)
    expect((await payload.findGlobal({ slug: 'home-page' })).heroVideoUrl).toBeFalsy()
  })

  it('gives Egypt its states and a state its cities, with stable ids', async () => {
    const egypt = await payload.find({
      collection: 'countries',
      where: { isoCode: { equals: 'EG' } },
    })
    expect(egypt.docs[0]?.nameEn).toBe('Egypt')
    const states = await payload.find({
      collection: 'states',
      where: { country: { equals: egypt.docs[0]!.id } },
      limit: 0,
    })
    expect(states.docs.map((s) => s.nameEn)).toContain('Cairo')
    // The first country of the pinned package is Afghanistan: ids follow the package's order.
    expect((await payload.findByID({ collection: 'countries', id: 1 })).nameEn).toBe('Afghanistan')
  })

  it('is idempotent: a second run adds nothing and new records get fresh ids', async () => {
    const before = await Promise.all([
      count('articles'),
      count('clubs'),
      count('media'),
      count('users'),
      count('cities'),
    ])
    const { seed } = await import('@/seed')
    await seed(payload)
    expect(
      await Promise.all([
        count('articles'),
        count('clubs'),
        count('media'),
        count('users'),
        count('cities'),
      ]),
    ).toEqual(before)
    const club = await payload.create({
      collection: 'clubs',
      data: { name: 'New club' },
      overrideAccess: true,
    })
    expect(club.id).toBeGreaterThan(12)
  })

  it('creates one admin account when no ADMIN_EMAIL is set', async () => {
    const users = await payload.find({ collection: 'users', overrideAccess: true })
    expect(users.docs).toHaveLength(1)
    expect(users.docs[0]?.roles).toEqual(['admin'])
  })
})

describe('a restart after staff have worked (issue 65, decision 0133)', () => {
  it('does not bring demo content back into a collection staff emptied', async () => {
    expect(await count('activities')).toBeGreaterThan(0)
    await payload.delete({ collection: 'activities', where: {}, overrideAccess: true })
    const { seed } = await import('@/seed')
    await seed(payload) // what `npm start` runs at each start (scripts/prepare-db.ts)
    expect(await count('activities')).toBe(0)
  })
})

describe('access control', () => {
  it('hides staff-only records from anonymous readers', async () => {
    await expect(payload.find({ collection: 'meetings', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'outbox', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('shows the public only published articles', async () => {
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        kind: 'news',
        title: 'A draft not yet published',
        date: '2026-01-01',
        _status: 'draft',
      },
      overrideAccess: true,
    })
    const publicView = await payload.find({
      collection: 'articles',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(publicView.totalDocs).toBe(0)
    const editorView = await payload.find({
      collection: 'articles',
      where: { id: { equals: draft.id } },
      draft: true,
      overrideAccess: true,
    })
    expect(editorView.totalDocs).toBe(1)
  })
})

describe('embedded PostgreSQL', () => {
  it('keeps data across a stop and a start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'charity-restart-'))
    await chmod(dir, 0o755)
    const port = await freePort()
    try {
      const first = await startEmbeddedPostgres({
        dir: path.join(dir, 'pg'),
        port,
        database: 'keep',
      })
      await withClient(first.url, async (c) => {
        await c.query('CREATE TABLE note (body text)')
        await c.query(`INSERT INTO note VALUES ('still here')`)
      })
      await first.stop()
      const second = await startEmbeddedPostgres({
        dir: path.join(dir, 'pg'),
        port,
        database: 'keep',
      })
      const rows = await withClient(second.url, (c) => c.query('SELECT body FROM note'))
      await second.stop()
      expect(rows.rows).toEqual([{ body: 'still here' }])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
