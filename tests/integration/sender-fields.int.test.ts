import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { insertDonation, insertPlan, poolOf, seedReferences } from '../helpers/backoffice-seed'
import { createTestPayload } from '../helpers/test-payload'

/**
 * What donors typed is theirs (issue 46 item 1): a treasurer, who may change a donation's or a
 * plan's status and notes, cannot change the donor's name, e-mail, phone or address through the
 * API (the fields' update access refuses; the edit is dropped and the value stays).
 */
let payload: Payload
let close: () => Promise<void>
let treasurer: User & { collection: 'users' }

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  const refs = await seedReferences(poolOf(payload))
  await insertDonation(poolOf(payload), refs, {
    donor: 'Mona Adel',
    paidAt: '2026-11-20T10:00:00Z',
    net: 50,
  })
  // A donation has at least one line (the form's validation runs on every update).
  await poolOf(payload).query(
    `INSERT INTO donations_lines (_order, _parent_id, id, purpose_id, amount, fee)
     SELECT 1, id, 'line-1', $1, 50, 0 FROM donations`,
    [refs.purpose],
  )
  await insertPlan(poolOf(payload), refs, {
    donor: 'Mona Adel',
    status: 'active',
    failedAttempts: 0,
    updatedAt: '2026-11-20T10:00:00Z',
  })
  const user = await payload.create({
    collection: 'users',
    data: {
      email: 'treasurer@newegypt.example',
      password: 'a-long-test-password-1',
      roles: ['treasurer'],
    },
  })
  treasurer = { ...user, collection: 'users' } as User & { collection: 'users' }
})
afterAll(async () => close?.())

describe("donors' own fields", () => {
  it('a donation keeps the donor name, e-mail, phone and address; notes change', async () => {
    const [before] = (await payload.find({ collection: 'donations', limit: 1 })).docs
    const after = await payload.update({
      collection: 'donations',
      id: before!.id,
      overrideAccess: false,
      user: treasurer,
      data: {
        donorName: 'Someone Else',
        firstName: 'X',
        lastName: 'Y',
        email: 'other@example.org',
        phone: '0123',
        address: { street: 'Elsewhere' } as never,
        notes: 'Asked for a paper receipt.',
      },
    })
    expect(after).toMatchObject({
      donorName: 'Mona Adel',
      firstName: 'A',
      lastName: 'B',
      email: 'donor@example.org',
      phone: '01000000000',
      notes: 'Asked for a paper receipt.',
    })
    expect(after.address?.street).toBe('Street 1')
  })

  it('a recurring plan keeps the donor and e-mail; its status changes', async () => {
    const [before] = (await payload.find({ collection: 'recurring-plans', limit: 1 })).docs
    const after = await payload.update({
      collection: 'recurring-plans',
      id: before!.id,
      overrideAccess: false,
      user: treasurer,
      data: { donorName: 'Someone Else', email: 'other@example.org', status: 'paused' },
    })
    expect(after).toMatchObject({
      donorName: 'Mona Adel',
      email: 'plan@example.org',
      status: 'paused',
    })
  })
})
