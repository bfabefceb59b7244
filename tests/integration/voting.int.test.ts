import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Meeting } from '@/payload-types'
import { signingKeysFrom } from '@/lib/security/keys'
import { createTestPayload } from '../helpers/test-payload'

/** Board voting against real PostgreSQL: recording, replacing with history, refusals. */
let payload: Payload
let close: () => Promise<void>
let voting: typeof import('@/features/voting/voting.server')
let staffResults: typeof import('@/features/voting/results.server')
let token: typeof import('@/features/voting/token')

const SECRET = signingKeysFrom({ secret: 'integration-secret' })
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)

let meeting: Meeting
let closed: Meeting
let members: number[]
let outsider: number
let actions: string[]

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  voting = await import('@/features/voting/voting.server')
  staffResults = await import('@/features/voting/results.server')
  token = await import('@/features/voting/token')
  const club = await payload.create({ collection: 'clubs', data: { name: 'Test club' } })
  const mk = (fullname: string) =>
    payload.create({ collection: 'board-members', data: { fullname } }).then((m) => m.id)
  members = [await mk('Alice Member'), await mk('Bob Member')]
  outsider = await mk('Olga Outsider')
  const data = {
    meetingId: 'BM-T-1',
    date: '2026-11-30',
    time: '18:00',
    club: club.id,
    locationEn: 'Club house',
    status: 'open' as const,
    // Its tests use the link without a signature too (refused by a meeting "with signature").
    linkKind: 'no-signature' as const,
    agendas: [
      {
        name: 'Budget',
        discussion: 'We discussed the budget.',
        conclusions: 'Approve it.',
        actions: [
          {
            nameEn: 'Approve budget',
            personResponsible: 'Treasurer',
            date: '2026-12-01',
            time: '10:00',
          },
          { nameEn: 'Publish report', personResponsible: 'Secretary' },
        ],
      },
    ],
    invitees: members,
  }
  meeting = await payload.create({ collection: 'meetings', data })
  closed = await payload.create({
    collection: 'meetings',
    data: { ...data, meetingId: 'BM-T-2', status: 'closed' },
  })
  actions = meeting.agendas!.flatMap((a) => a.actions!.map((x) => x.id!))
})
afterAll(async () => {
  await close?.()
})

function input(
  m: Meeting,
  user: number,
  needSignature: string,
  votes: { actionId: string; code: string; comment?: string }[],
  image?: Uint8Array,
) {
  const link = { meeting: String(m.id), user: String(user), needSignature }
  return {
    ...link,
    userId: link.user,
    token: token.signVoteLink(SECRET, link),
    votes,
    image: image ? { name: 'signature.png', bytes: image } : undefined,
  }
}

const currentVotes = async (member: number) =>
  (
    await payload.find({
      collection: 'votes',
      where: { and: [{ member: { equals: member } }, { meeting: { equals: meeting.id } }] },
      sort: 'id',
      depth: 0,
      limit: 0,
    })
  ).docs

describe('meeting details', () => {
  it('answers the spec shape for a valid link of an invitee', async () => {
    const link = { meeting: String(meeting.id), user: String(members[0]), needSignature: '0' }
    const res = await voting.meetingDetailsFor(payload, SECRET, {
      ...link,
      token: token.signVoteLink(SECRET, link),
    })
    expect(res).toEqual({
      kind: 'ok',
      data: {
        meeting_id: 'BM-T-1',
        date: '2026-11-30',
        time: '18:00',
        club: 'Test club',
        location_en: 'Club house',
        agendas: [
          {
            name: 'Budget',
            discussion: 'We discussed the budget.',
            conclusions: 'Approve it.',
            actions: [
              {
                id: actions[0],
                name_en: 'Approve budget',
                person_responsible: 'Treasurer',
                date: '2026-12-01',
                time: '10:00',
              },
              {
                id: actions[1],
                name_en: 'Publish report',
                person_responsible: 'Secretary',
                date: '',
                time: '',
              },
            ],
          },
        ],
      },
    })
  })

  it('refuses an edited user', async () => {
    const link = { meeting: String(meeting.id), user: String(members[0]), needSignature: '0' }
    const res = await voting.meetingDetailsFor(payload, SECRET, {
      ...link,
      user: String(members[1]),
      token: token.signVoteLink(SECRET, link),
    })
    expect(res).toMatchObject({ kind: 'refused', status: 403 })
  })
})

describe('recording votes', () => {
  it('records each vote with a PNG signature and time', async () => {
    const res = await voting.recordVotes(
      payload,
      SECRET,
      input(
        meeting,
        members[0]!,
        '1',
        [
          { actionId: actions[0]!, code: '3', comment: 'Fine' },
          { actionId: actions[1]!, code: '2' },
        ],
        PNG,
      ),
    )
    expect(res).toMatchObject({ kind: 'ok', votes: 2 })
    const docs = await currentVotes(members[0]!)
    expect(docs.map((d) => [d.actionId, d.vote, d.comment ?? null, d.superseded])).toEqual([
      [actions[0], 'accept', 'Fine', false],
      [actions[1], 'reject', null, false],
    ])
    expect(docs[0]!.signature).toBeTruthy()
    expect(docs[0]!.votedAt).toBeTruthy()
  })

  it('refuses a comment with a NUL or a lone surrogate, records nothing (issue 25: a 500)', async () => {
    const before = (await currentVotes(members[0]!)).length
    for (const comment of ['Fine\u0000', 'Fine \ud800']) {
      const res = await voting.recordVotes(
        payload,
        SECRET,
        input(meeting, members[0]!, '0', [{ actionId: actions[0]!, code: '3', comment }]),
      )
      expect(res, JSON.stringify(comment)).toEqual({
        kind: 'refused',
        status: 422,
        message: 'A comment contains characters that are not allowed.',
      })
    }
    expect(await currentVotes(members[0]!)).toHaveLength(before)
  })

  it('replaces the current votes on a repeated submission and keeps the history', async () => {
    const res = await voting.recordVotes(
      payload,
      SECRET,
      input(meeting, members[0]!, '0', [{ actionId: actions[0]!, code: '2' }]),
    )
    expect(res).toMatchObject({ kind: 'ok', votes: 1 })
    const docs = await currentVotes(members[0]!)
    expect(docs).toHaveLength(3)
    expect(docs.filter((d) => !d.superseded).map((d) => [d.actionId, d.vote])).toEqual([
      [actions[0], 'reject'],
    ])
    const results = await staffResults.meetingResults(payload, meeting)
    expect(results.map((r) => [r.accept, r.reject])).toEqual([
      [0, 1],
      [0, 0],
    ])
    const csv = await staffResults.meetingVotesCsv(payload, meeting, 'http://site')
    // The votes table, then (after an empty line) the audit trail of issue 21.
    const [votesTable, auditTable] = csv.split('\r\n\r\n')
    expect(votesTable!.split('\r\n').filter(Boolean)).toHaveLength(4)
    expect(auditTable).toContain('re-vote')
    expect(csv).toContain('no (superseded)')
  })

  const refusals: [string, () => ReturnType<typeof input>, number, string][] = [
    [
      'a wrong token',
      () => ({
        ...input(meeting, members[1]!, '0', [{ actionId: actions[0]!, code: '3' }]),
        token: 'forged',
      }),
      403,
      'This voting link is not valid. Please use the link you received from the board secretary.',
    ],
    [
      'a member who was not invited',
      () => input(meeting, outsider, '0', [{ actionId: actions[0]!, code: '3' }]),
      403,
      'You are not invited to vote on this meeting.',
    ],
    [
      'a closed meeting',
      () =>
        input(closed, members[1]!, '0', [
          { actionId: closed.agendas![0]!.actions![0]!.id!, code: '3' },
        ]),
      403,
      'This meeting is closed for voting.',
    ],
    [
      'an action of another meeting',
      () =>
        input(meeting, members[1]!, '0', [
          { actionId: closed.agendas![0]!.actions![0]!.id!, code: '3' },
        ]),
      422,
      'An action does not belong to this meeting.',
    ],
    [
      'an unknown vote code',
      () => input(meeting, members[1]!, '0', [{ actionId: actions[0]!, code: '1' }]),
      422,
      'A vote must be 3 (accept) or 2 (reject).',
    ],
    [
      'a missing signature',
      () => input(meeting, members[1]!, '1', [{ actionId: actions[0]!, code: '3' }]),
      422,
      'Please provide your signature before submitting your votes.',
    ],
    [
      'a signature that is not a PNG',
      () =>
        input(
          meeting,
          members[1]!,
          '1',
          [{ actionId: actions[0]!, code: '3' }],
          new TextEncoder().encode('GIF89a fake'),
        ),
      422,
      'The signature must be a PNG image.',
    ],
    ['no votes at all', () => input(meeting, members[1]!, '0', []), 422, 'Cast at least one vote.'],
  ]

  it.each(refusals)('refuses %s and records nothing', async (_, make, status, message) => {
    const res = await voting.recordVotes(payload, SECRET, make())
    expect(res).toEqual({ kind: 'refused', status, message })
    expect(await currentVotes(members[1]!)).toHaveLength(0)
  })
})
