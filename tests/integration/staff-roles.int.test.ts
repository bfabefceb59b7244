import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 25, finding 14, through Payload's own access checks: only administrators run,
 * queue or cancel jobs (the queue charges recurring donations); only board secretaries
 * and administrators read board members' e-mail addresses. The one proof of these rules: the
 * REST API answers through the same access functions (an end-to-end copy of this file went,
 * decision 0092).
 */
let payload: Payload
let close: () => Promise<void>
const users: Record<string, User> = {}
let memberId: number

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  for (const role of ['admin', 'editor', 'treasurer', 'board-secretary'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: {
        email: `${role}@roles.example`,
        password: 'Pw-roles-long-1',
        name: role,
        roles: [role],
      },
    })
  }
  memberId = (
    await payload.create({
      collection: 'board-members',
      data: { fullname: 'Mona Member', email: 'mona@example.org' },
    })
  ).id
})
afterAll(async () => {
  await close?.()
})

const asUser = (user: User) => ({ ...user, collection: 'users' as const })

describe('the job queue', () => {
  it.each(['editor', 'treasurer', 'board-secretary'])('refuses a %s', async (role) => {
    const access = payload.config.jobs.access!
    const req = { user: asUser(users[role]!), payload } as never
    expect(await access.run!({ req })).toBe(false)
    expect(await access.queue!({ req } as never)).toBe(false)
    expect(await access.cancel!({ req } as never)).toBe(false)
    await expect(
      payload.jobs.run({ overrideAccess: false, req: { user: asUser(users[role]!) } as never }),
    ).rejects.toThrow()
  })
  it('lets an administrator run it', async () => {
    const req = { user: asUser(users.admin!), payload } as never
    expect(await payload.config.jobs.access!.run!({ req })).toBe(true)
  })
})

describe("board members' e-mail", () => {
  const emailAs = async (role: string | null) =>
    (
      await payload.findByID({
        collection: 'board-members',
        id: memberId,
        overrideAccess: false,
        user: role ? asUser(users[role]!) : undefined,
        depth: 0,
      })
    ).email
  it('is hidden from the public, editors and treasurers', async () => {
    expect(await emailAs(null)).toBeUndefined()
    expect(await emailAs('editor')).toBeUndefined()
    expect(await emailAs('treasurer')).toBeUndefined()
  })
  it('is read by board secretaries and administrators', async () => {
    expect(await emailAs('board-secretary')).toBe('mona@example.org')
    expect(await emailAs('admin')).toBe('mona@example.org')
  })
})
