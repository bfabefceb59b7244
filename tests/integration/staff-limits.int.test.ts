import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 47, low findings: staff chose record ids (`allowIDOnCreate`), and Payload's migrations
 * collection was open to every staff role. As the REST API and the back office call Payload:
 * with the staff member as user and their own access.
 */
let payload: Payload
let close: () => Promise<void>
const staff: Partial<Record<'admin' | 'editor', User>> = {}

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  for (const role of ['admin', 'editor'] as const) {
    staff[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@limits.example`, password: `${role}-Limits-2026`, roles: [role] },
    })
  }
})
afterAll(async () => {
  await close?.()
})

describe('record ids', () => {
  it('a staff member cannot choose the id of a new record; the seed still can', async () => {
    const chosen = 987_654
    const club = await payload.create({
      collection: 'clubs',
      data: { id: chosen, name: 'Chosen id club' } as never,
      overrideAccess: false,
      user: staff.admin,
    })
    expect(club.id).not.toBe(chosen)
    // The seed (no user, the local API) keeps the ids of its data.
    const seeded = await payload.create({
      collection: 'clubs',
      data: { id: chosen + 1, name: 'Seeded club' } as never,
    })
    expect(seeded.id).toBe(chosen + 1)
  })
})

describe("Payload's migrations collection", () => {
  it('is read by admins only, and written by no one through the API', async () => {
    await expect(
      payload.find({ collection: 'payload-migrations', overrideAccess: false, user: staff.editor }),
    ).rejects.toThrow(/not allowed/i)
    const read = await payload.find({
      collection: 'payload-migrations',
      overrideAccess: false,
      user: staff.admin,
    })
    expect(read.totalDocs).toBeGreaterThan(0)
    const [first] = read.docs
    for (const user of [staff.admin, staff.editor]) {
      await expect(
        payload.delete({
          collection: 'payload-migrations',
          id: first!.id,
          overrideAccess: false,
          user,
        }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.create({
          collection: 'payload-migrations',
          data: { name: 'x', batch: 99 },
          overrideAccess: false,
          user,
        }),
      ).rejects.toThrow(/not allowed/i)
    }
    expect((await payload.find({ collection: 'payload-migrations' })).totalDocs).toBe(
      read.totalDocs,
    )
  })
})

describe("Payload's jobs queue", () => {
  it('is read by admins only: its inputs name donors and mail addresses', async () => {
    await payload.jobs.queue({ task: 'caseRetention', input: {} })
    await expect(
      payload.find({ collection: 'payload-jobs', overrideAccess: false, user: staff.editor }),
    ).rejects.toThrow(/not allowed/i)
    const read = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: false,
      user: staff.admin,
    })
    expect(read.totalDocs).toBeGreaterThan(0)
  })
})
