import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Meeting } from '@/payload-types'
import { createTestPayload } from '../helpers/test-payload'
import { signingKeysFrom } from '@/lib/security/keys'

/**
 * Issue 25, finding 2: simultaneous submissions of one vote link must leave one
 * current vote per member and action, and the results must count the member once.
 * Finding 4: a file that starts like a PNG and is not one is refused with the 422.
 */
let payload: Payload
let close: () => Promise<void>
let voting: typeof import('@/features/voting/voting.server')
let results: typeof import('@/features/voting/results.server')
let token: typeof import('@/features/voting/token')

const SECRET = signingKeysFrom({ secret: 'integration-secret' })
let meeting: Meeting
let member: number
let actions: string[]

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  voting = await import('@/features/voting/voting.server')
  results = await import('@/features/voting/results.server')
  token = await import('@/features/voting/token')
  const club = await payload.create({ collection: 'clubs', data: { name: 'Race club' } })
  member = (await payload.create({ collection: 'board-members', data: { fullname: 'Rita Race' } }))
    .id
  meeting = await payload.create({
    collection: 'meetings',
    data: {
      meetingId: 'BM-RACE',
      date: '2026-11-30',
      time: '18:00',
      club: club.id,
      status: 'open',
      // Its tests use the link without a signature too (refused by a meeting "with signature").
      linkKind: 'no-signature',
      agendas: [{ name: 'Budget', actions: [{ nameEn: 'Approve' }, { nameEn: 'Publish' }] }],
      invitees: [member],
    },
  })
  actions = meeting.agendas!.flatMap((a) => a.actions!.map((x) => x.id!))
})
afterAll(async () => {
  await close?.()
})

function submission(code: string, image?: Uint8Array) {
  const link = {
    meeting: String(meeting.id),
    user: String(member),
    needSignature: image ? '1' : '0',
  }
  return {
    ...link,
    userId: link.user,
    token: token.signVoteLink(SECRET, link),
    votes: actions.map((actionId) => ({ actionId, code })),
    image: image ? { name: 'signature.png', bytes: image } : undefined,
  }
}

describe('simultaneous submissions of one vote link', () => {
  it('leave one current vote per action and count the member once', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        voting.recordVotes(payload, SECRET, submission(i % 2 ? '2' : '3')),
      ),
    )
    // Every submission is answered (none throws, which the route would turn into a 500).
    expect(
      answers.map((a) => (a.status === 'fulfilled' ? a.value.kind : String(a.reason))),
    ).toEqual(Array(8).fill('ok'))
    const current = await payload.find({
      collection: 'votes',
      where: { and: [{ member: { equals: member } }, { superseded: { equals: false } }] },
      limit: 0,
      depth: 0,
    })
    expect(current.docs.map((d) => d.actionId).sort()).toEqual([...actions].sort())
    const all = await payload.count({ collection: 'votes', where: { member: { equals: member } } })
    expect(all.totalDocs).toBe(16) // the seven replaced submissions stay as history

    const table = await results.meetingResults(payload, meeting)
    for (const row of table) {
      expect(row.voters).toHaveLength(1)
      expect(row.accept + row.reject).toBe(1)
    }
  })
})

describe('a signature that starts like a PNG', () => {
  const magic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  const cases: [string, Uint8Array][] = [
    ['magic bytes then text', new Uint8Array([...magic, ...new TextEncoder().encode('not a png')])],
    ['magic bytes then zeros', new Uint8Array([...magic, ...new Uint8Array(64)])],
  ]
  it.each(cases)('is refused with the 422 when it is %s', async (_, bytes) => {
    const before = await payload.count({ collection: 'vote-signatures' })
    const res = await voting.recordVotes(payload, SECRET, submission('3', bytes))
    expect(res).toEqual({
      kind: 'refused',
      status: 422,
      message: 'The signature must be a PNG image.',
    })
    expect((await payload.count({ collection: 'vote-signatures' })).totalDocs).toBe(
      before.totalDocs,
    )
  })
})
