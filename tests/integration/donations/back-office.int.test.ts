import { createLocalReq } from 'payload'
import type { User } from '@/payload-types'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  payload,
  totals,
  suggest,
  ids,
  CARDS,
  next,
  ip,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
} from './world'

/** Address suggestions of the offline provider, the back office's access to donations, plans, staged donations and charges, and the paid totals per purpose. */
setUpDonations()

// What the back office lists: one confirmed donation with a monthly line (so a plan and a charge).
beforeAll(async () => {
  const { body, code } = await staged()
  expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })
})

describe('address suggestions (offline provider)', () => {
  it('suggests cities by name prefix with their state, country and coordinates', async () => {
    const result = await suggest.suggestAddresses(payload, '12 Fifth Avenue, New Y', { ip: ip() })
    expect(result).toEqual({
      kind: 'ok',
      suggestions: [
        {
          label: '12 Fifth Avenue, New York City, New York, United States',
          street: '12 Fifth Avenue, New York City, New York, United States',
          latitude: 40.7128,
          longitude: -74.006,
          country: 'United States',
          state: 'New York',
          city: 'New York City',
          zip_code: '',
        },
      ],
    })
    const cairo = await suggest.suggestAddresses(payload, 'cai', { ip: ip() })
    expect(cairo.kind === 'ok' && cairo.suggestions.map((s) => s.label)).toEqual([
      'Cairo, Cairo Governorate, Egypt',
    ])
    expect(await suggest.suggestAddresses(payload, 'ca', { ip: ip() })).toEqual({
      kind: 'invalid',
      issues: [{ path: ['q'], message: 'Type more than 2 characters.' }],
      message: 'Type more than 2 characters.',
    })
    expect(await suggest.suggestAddresses(payload, '%%%', { ip: ip() })).toEqual({
      kind: 'ok',
      suggestions: [],
    })
  })
})

describe('back office', () => {
  async function staff(roles: User['roles']) {
    return payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `${roles.join('-')}.${next()}@newegypt.example`,
        password: 'a-long-password-2026',
        roles,
      },
    })
  }

  it('shows donations, plans, staged donations and charges to treasurers and admins only, never the token or code hash', async () => {
    const treasurer = await staff(['treasurer'])
    const admin = await staff(['admin'])
    const editor = await staff(['editor', 'coordinator'])
    for (const collection of [
      'donations',
      'recurring-plans',
      'staged-donations',
      'charges',
    ] as const) {
      await expect(
        payload.find({ collection, overrideAccess: false, user: editor }),
      ).rejects.toThrow()
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
      expect(
        (await payload.find({ collection, overrideAccess: false, user: treasurer })).totalDocs,
      ).toBeGreaterThan(0)
      expect(
        (await payload.find({ collection, overrideAccess: false, user: admin })).totalDocs,
      ).toBeGreaterThan(0)
    }
    const [stagedDoc] = (
      await payload.find({
        collection: 'staged-donations',
        overrideAccess: false,
        user: treasurer,
        limit: 1,
      })
    ).docs
    expect(stagedDoc).not.toHaveProperty('gatewayToken')
    expect(stagedDoc).not.toHaveProperty('codeHash')
    expect(stagedDoc).not.toHaveProperty('codeSalt')
    const [planDoc] = (
      await payload.find({
        collection: 'recurring-plans',
        overrideAccess: false,
        user: treasurer,
        limit: 1,
      })
    ).docs
    expect(planDoc).not.toHaveProperty('gatewayToken')
    // Staged donations are read-only; a donation's amounts cannot be edited, its status can.
    await expect(
      payload.update({
        collection: 'staged-donations',
        id: stagedDoc!.id,
        overrideAccess: false,
        user: treasurer,
        data: { email: 'x@example.org' },
      }),
    ).rejects.toThrow()
    const [donation] = (
      await payload.find({
        collection: 'donations',
        overrideAccess: false,
        user: treasurer,
        limit: 1,
      })
    ).docs
    const updated = await payload.update({
      collection: 'donations',
      id: donation!.id,
      overrideAccess: false,
      user: treasurer,
      data: { status: 'refunded', total: 1 },
    })
    expect(updated).toMatchObject({ status: 'refunded', total: donation!.total })
    await payload.update({
      collection: 'donations',
      id: donation!.id,
      overrideAccess: true,
      data: { status: 'paid' },
    })
    // Exports are for treasurers and admins: the plugin's download endpoint refuses anyone else.
    const download = (payload.collections.exports.config.endpoints || []).find(
      (e) => e.path === '/download',
    )!
    const asUser = async (user: User | null) =>
      Object.assign(await createLocalReq(user ? { user: user as never } : {}, payload), {
        json: async () => ({ data: { collectionSlug: 'donations', format: 'csv' } }),
      })
    for (const user of [editor, null]) {
      const refused = await download.handler(await asUser(user))
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain('@example.org')
    }
    const csv = await download.handler(await asUser(treasurer))
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text.split('\n')[0]).toContain('Donor')
    expect(text).toContain(donation!.email)
    expect(text).not.toContain(CARDS.visa)
    await expect(
      payload.create({
        collection: 'exports',
        overrideAccess: false,
        user: editor,
        data: { collectionSlug: 'donations', format: 'csv' } as never,
      }),
    ).rejects.toThrow()
  })

  it('sums paid donations per purpose for the progress of the content pages', async () => {
    const before = await totals.paidTotalsByPurpose(payload)
    const { body, code } = await staged(
      donationBody({
        donations: [
          { donation_purpose_id: ids.education, donation_amount: '40' },
          { donation_purpose_id: ids.education, donation_amount: '2.25' },
        ],
      }),
    )
    const result = (await confirmWith(body.email, code)) as { donationId: number }
    const after = await totals.paidTotalsByPurpose(payload)
    expect((after.get(ids.education) ?? 0) - (before.get(ids.education) ?? 0)).toBeCloseTo(
      42.25,
      10,
    )
    await payload.update({
      collection: 'donations',
      id: result.donationId,
      overrideAccess: true,
      data: { status: 'refunded' },
    })
    expect((await totals.paidTotalsByPurpose(payload)).get(ids.education)).toBeCloseTo(
      before.get(ids.education) ?? 0,
      10,
    )
  })
})
