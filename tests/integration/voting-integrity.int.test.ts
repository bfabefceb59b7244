import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Meeting, User } from '@/payload-types'
import { signingKeysFrom } from '@/lib/security/keys'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 47, M9: an admin could edit or delete votes (a delete took a tally from 1 to 0), a
 * secretary could re-open a closed meeting with no audit entry, and a meeting "with signature"
 * accepted its no-signature link.
 */
let payload: Payload
let close: () => Promise<void>
let voting: typeof import('@/features/voting/voting.server')
let results: typeof import('@/features/voting/results.server')
let token: typeof import('@/features/voting/token')

const KEYS = signingKeysFrom({ secret: 'integration-secret' })
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)
let club: number
let member: number
let admin: User
let secretary: User
let seq = 0

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  voting = await import('@/features/voting/voting.server')
  results = await import('@/features/voting/results.server')
  token = await import('@/features/voting/token')
  club = (await payload.create({ collection: 'clubs', data: { name: 'Integrity club' } })).id
  member = (await payload.create({ collection: 'board-members', data: { fullname: 'Ida Vote' } }))
    .id
  const staff = (role: 'admin' | 'board-secretary') =>
    payload.create({
      collection: 'users',
      data: { email: `${role}@m9.example`, password: `${role}-M9-test-2026`, roles: [role] },
    })
  admin = await staff('admin')
  secretary = await staff('board-secretary')
})
afterAll(async () => {
  await close?.()
})

function meeting(extra: Partial<Meeting> = {}) {
  seq += 1
  return payload.create({
    collection: 'meetings',
    data: {
      meetingId: `BM-I-${seq}`,
      date: '2026-11-30',
      time: '18:00',
      club,
      status: 'open',
      agendas: [{ name: 'Budget', actions: [{ nameEn: 'Approve' }] }],
      invitees: [member],
      ...extra,
    },
  })
}

function vote(m: Meeting, needSignature: string, image?: Uint8Array) {
  const link = { meeting: String(m.id), user: String(member), needSignature }
  const actionId = m.agendas![0]!.actions![0]!.id!
  return voting.recordVotes(payload, KEYS, {
    ...link,
    userId: link.user,
    token: token.signVoteLink(KEYS, link),
    votes: [{ actionId, code: '3' }],
    image: image ? { name: 'signature.png', bytes: image } : undefined,
  })
}

const tally = async (m: Meeting) =>
  (await results.meetingOutcomes(payload, m)).map((a) => [a.accept, a.reject])

describe('votes', () => {
  it('no role creates, edits or deletes a vote or a signature; the tally stays', async () => {
    const m = await meeting()
    expect(await vote(m, '1', PNG)).toMatchObject({ kind: 'ok' })
    const [recorded] = (
      await payload.find({ collection: 'votes', where: { meeting: { equals: m.id } } })
    ).docs
    expect(recorded?.signature).toBeTruthy()
    const signature =
      typeof recorded!.signature === 'object' ? recorded!.signature!.id : recorded!.signature!
    expect(await tally(m)).toEqual([[1, 0]])

    for (const user of [admin, secretary]) {
      const as = { overrideAccess: false, user } as const
      await expect(
        payload.update({ collection: 'votes', id: recorded!.id, data: { vote: 'reject' }, ...as }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.delete({ collection: 'votes', id: recorded!.id, ...as }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.create({
          collection: 'votes',
          data: { ...recorded!, id: undefined, vote: 'reject' } as never,
          ...as,
        }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.delete({ collection: 'vote-signatures', id: signature, ...as }),
      ).rejects.toThrow(/not allowed/i)
    }
    expect(await tally(m)).toEqual([[1, 0]])
  })
})

describe('re-opening a closed meeting', () => {
  it('is written in the audit trail with who did it', async () => {
    const m = await meeting({ status: 'closed' })
    await payload.update({
      collection: 'meetings',
      id: m.id,
      data: { status: 'open' },
      overrideAccess: false,
      user: secretary,
    })
    // Another edit of the open meeting is not a re-opening.
    await payload.update({
      collection: 'meetings',
      id: m.id,
      data: { locationEn: 'Room 2' },
      overrideAccess: false,
      user: secretary,
    })
    const trail = await payload.find({
      collection: 'meeting-audit',
      where: { meeting: { equals: m.id } },
    })
    expect(trail.docs.map((e) => [e.event, e.actor, e.detail])).toEqual([
      ['reopened', 'board-secretary@m9.example', 'closed → open'],
    ])
  })
})

describe('a meeting "with signature"', () => {
  const BAD_LINK =
    'This voting link is not valid. Please use the link you received from the board secretary.'

  it('refuses its link without a signature, and the panel no longer offers it', async () => {
    const m = await meeting({ linkKind: 'signature' })
    const unsigned = { meeting: String(m.id), user: String(member), needSignature: '0' }
    expect(
      await voting.meetingDetailsFor(payload, KEYS, {
        ...unsigned,
        token: token.signVoteLink(KEYS, unsigned),
      }),
    ).toMatchObject({ kind: 'refused', status: 403, message: BAD_LINK })
    expect(await vote(m, '0')).toMatchObject({ kind: 'refused', status: 403, message: BAD_LINK })
    expect(await tally(m)).toEqual([[0, 0]])
    expect(await vote(m, '1', PNG)).toMatchObject({ kind: 'ok' })
    const [row] = results.voteLinks(m, KEYS, 'https://site.example')
    expect(row).toMatchObject({ withoutSignature: '' })
    expect(row!.withSignature).toContain('needSignature=1')
  })

  it('a meeting without signature takes both links', async () => {
    const m = await meeting({ linkKind: 'no-signature' })
    expect(await vote(m, '0')).toMatchObject({ kind: 'ok' })
    expect(await vote(m, '1', PNG)).toMatchObject({ kind: 'ok' })
    expect(results.voteLinks(m, KEYS, 'https://site.example')[0]!.withoutSignature).toContain(
      'needSignature=0',
    )
  })
})
