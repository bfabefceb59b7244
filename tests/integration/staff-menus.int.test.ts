import { getNavGroups, getVisibleEntities } from '@payloadcms/ui/shared'
import { createLocalReq, getAccessResults, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createTestPayload } from '../helpers/test-payload'

/**
 * The back office shaped by role (issue 46 item 4, decision 0099): the sidebar's entries, as
 * Payload's own nav computes them (visible entities and read permissions), for each role.
 */
let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
})
afterAll(async () => close?.())

let n = 0
async function sidebarOf(roles: User['roles']): Promise<string[]> {
  const user = {
    ...(await payload.create({
      collection: 'users',
      data: {
        email: `menu.${++n}.${Date.now()}@newegypt.example`,
        password: 'a-long-test-password-1',
        roles,
      },
    })),
    collection: 'users',
  }
  const req = await createLocalReq({ user: user as never }, payload)
  const permissions = await getAccessResults({ req })
  const groups = getNavGroups(
    permissions,
    getVisibleEntities({ req }),
    payload.config as never,
    req.i18n as never,
  )
  return groups.flatMap((g) => g.entities.map((e) => e.slug)).sort()
}

describe('each role sidebar', () => {
  it('lists only the finance collections for the treasurer', async () => {
    expect(await sidebarOf(['treasurer'])).toEqual(
      [
        'charges',
        'donations',
        'donor-actions',
        'donor-profiles',
        'entity-signatures',
        'legal-entities',
        'paymob-payments',
        'recurring-plans',
        'staged-donations',
      ].sort(),
    )
  })

  it('lists meetings, votes and board members for the board secretary', async () => {
    expect(await sidebarOf(['board-secretary'])).toEqual(
      [
        'board-members',
        'meeting-audit',
        'meeting-invitations',
        'meetings',
        'vote-signatures',
        'votes',
      ].sort(),
    )
  })

  it('lists the messages for the coordinator and the cases for the reviewer', async () => {
    expect(await sidebarOf(['coordinator'])).toEqual(
      ['contact-messages', 'newsletter-subscribers', 'volunteer-applications'].sort(),
    )
    const reviewer = await sidebarOf(['case-reviewer'])
    expect(reviewer).toEqual(
      [
        'case-files',
        'case-requests',
        'case-retention',
        'egypt-cities',
        'governorates',
        'villages',
      ].sort(),
    )
  })

  it('gives a member of two roles both menus, and the administrator everything', async () => {
    const both = await sidebarOf(['treasurer', 'coordinator'])
    expect(both).toContain('donations')
    expect(both).toContain('contact-messages')
    expect(both).not.toContain('articles')
    const admin = await sidebarOf(['admin'])
    for (const slug of ['articles', 'donations', 'meetings', 'countries', 'users', 'outbox'])
      expect(admin).toContain(slug)
  })
})
