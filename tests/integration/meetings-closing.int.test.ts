import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Meeting } from '@/payload-types'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import type { SigningKeys } from '@/lib/security/keys'
import { freePort } from '../helpers/free-port'

/**
 * Closing board meetings against real PostgreSQL and SMTP: quorum
 * rules, results mailed once to every invitee, the deadline job, reminders
 * claimed once even by concurrent runs.
 */
let payload: Payload
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let voting: typeof import('@/features/voting/voting.server')
let invitations: typeof import('@/features/voting/invitations.server')
let closing: typeof import('@/features/voting/closing.server')
let deadlines: typeof import('@/features/voting/deadlines.server')
let token: typeof import('@/features/voting/token')
let results: typeof import('@/features/voting/results.server')
let secret: SigningKeys
const HOUR = 3600_000
let club: number
let m1: number, m2: number, m3: number, m4: number
let seq = 0

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.PAYLOAD_SECRET = 'meetings-closing-secret-0123456789abcdef0123'
  ;({ payload, close } = await createTestPayload())
  voting = await import('@/features/voting/voting.server')
  invitations = await import('@/features/voting/invitations.server')
  closing = await import('@/features/voting/closing.server')
  deadlines = await import('@/features/voting/deadlines.server')
  token = await import('@/features/voting/token')
  results = await import('@/features/voting/results.server')
  const { linkKeys } = await import('@/lib/runtime-config')
  secret = linkKeys()
  club = (await payload.create({ collection: 'clubs', data: { name: 'Club' } })).id
  const mk = (fullname: string, language: 'en' | 'ar' = 'en') =>
    payload
      .create({
        collection: 'board-members',
        data: { fullname, email: `${fullname.toLowerCase()}@example.org`, language },
      })
      .then((m) => m.id)
  ;[m1, m2, m3, m4] = [await mk('One'), await mk('Two'), await mk('Three', 'ar'), await mk('Four')]
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
})

async function meeting(extra: Partial<Meeting> = {}) {
  seq += 1
  return payload.create({
    collection: 'meetings',
    data: {
      meetingId: `BM-C-${seq}`,
      date: '2026-11-30',
      time: '18:00',
      club,
      status: 'open',
      // Its tests use the link without a signature too (refused by a meeting "with signature").
      linkKind: 'no-signature',
      agendas: [
        { name: 'A', actions: [{ nameEn: 'First' }, { nameEn: 'Second' }, { nameEn: 'Third' }] },
      ],
      invitees: [m1, m2, m3, m4],
      ...extra,
    } as never,
  })
}

async function vote(m: Meeting, user: number, codes: (string | undefined)[]) {
  const p = { meeting: String(m.id), user: String(user), needSignature: '0' }
  const ids = m.agendas!.flatMap((a) => a.actions!.map((x) => x.id!))
  const res = await voting.recordVotes(payload, secret, {
    meeting: p.meeting,
    userId: p.user,
    needSignature: '0',
    token: token.signVoteLink(secret, p),
    votes: ids.flatMap((actionId, i) => (codes[i] ? [{ actionId, code: codes[i]! }] : [])),
  })
  expect(res.kind).toBe('ok')
}

const outcomes = async (m: Meeting) =>
  (await results.meetingOutcomes(payload, m)).map((l) => [l.accept, l.reject, l.outcome])

describe('quorum', () => {
  it('as a number of members: decided by majority when reached, a tie rejects', async () => {
    const m = await meeting({ quorumType: 'count', quorum: 2 })
    await vote(m, m1, ['3', '3', '2'])
    await vote(m, m2, ['3', '2'])
    expect(await outcomes(m)).toEqual([
      [2, 0, 'accepted'],
      [1, 1, 'rejected'],
      [0, 1, 'no-quorum'],
    ])
  })

  it('as a share of the invited members, rounded up (75 % of 4 = 3)', async () => {
    const m = await meeting({ quorumType: 'percent', quorum: 75 })
    await vote(m, m1, ['3', '2'])
    await vote(m, m2, ['3', '2'])
    await vote(m, m3, ['2'])
    expect(await outcomes(m)).toEqual([
      [2, 1, 'accepted'],
      [0, 2, 'no-quorum'],
      [0, 0, 'no-quorum'],
    ])
  })

  it('counts only current votes: a re-vote replaces the earlier one', async () => {
    const m = await meeting({ quorumType: 'count', quorum: 1 })
    await vote(m, m1, ['3'])
    await vote(m, m1, ['2'])
    expect((await outcomes(m))[0]).toEqual([0, 1, 'rejected'])
  })
})

describe('closing', () => {
  it('closes once, mails the results to every invitee in their language, and refuses later votes', async () => {
    const m = await meeting({ quorumType: 'count', quorum: 1 })
    await vote(m, m1, ['3', '2'])
    const before = catcher.mails.length
    expect(await closing.closeMeeting(payload, m, 'secretary@example.org')).toBe(true)
    expect(await closing.closeMeeting(payload, m, 'secretary@example.org')).toBe(false)
    const mails = catcher.mails.slice(before)
    expect(mails.map((x) => x.to[0]).sort()).toEqual([
      'four@example.org',
      'one@example.org',
      'three@example.org',
      'two@example.org',
    ])
    const en = mails.find((x) => x.to[0] === 'one@example.org')!
    expect(en.subject).toBe(`Results of board meeting ${m.meetingId}`)
    expect(en.text).toContain('- First: Accepted (1 accept, 0 reject)')
    expect(en.text).toContain('- Third: Not decided (no quorum) (0 accept, 0 reject)')
    expect(en.attachments).toEqual([
      {
        filename: `minutes-${m.meetingId}-en.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ])
    const ar = mails.find((x) => x.to[0] === 'three@example.org')!
    expect(ar.attachments.map((a) => a.filename)).toEqual([`minutes-${m.meetingId}-ar.pdf`])
    expect(ar.subject).toBe(`نتائج التصويت على قرارات اجتماع ${m.meetingId}`)
    expect(ar.text).toContain('- Second: مرفوض')
    const after = await payload.findByID({ collection: 'meetings', id: m.id })
    expect(after.status).toBe('closed')
    expect(after.closedAt).toBeTruthy()
    const p = { meeting: String(m.id), user: String(m2), needSignature: '0' }
    expect(
      await voting.recordVotes(payload, secret, {
        meeting: p.meeting,
        userId: p.user,
        needSignature: '0',
        token: token.signVoteLink(secret, p),
        votes: [{ actionId: m.agendas![0]!.actions![0]!.id!, code: '3' }],
      }),
    ).toMatchObject({ status: 403, message: 'This meeting is closed for voting.' })
    const events = (
      await payload.find({
        collection: 'meeting-audit',
        where: { meeting: { equals: m.id } },
        limit: 0,
        sort: 'id',
      })
    ).docs.map((e) => e.event)
    expect(events.filter((e) => e === 'closed')).toHaveLength(1)
    expect(events.filter((e) => e === 'results-sent')).toHaveLength(4)
  })

  it('the deadline job closes only meetings past their deadline, once across concurrent runs', async () => {
    const due = await meeting({ deadline: new Date(Date.now() - 60_000).toISOString() })
    const later = await meeting({
      deadline: new Date(Date.now() + HOUR).toISOString(),
      reminderHours: 0,
    })
    const before = catcher.mails.length
    const runs = await Promise.all([
      deadlines.runMeetingDeadlines(payload),
      deadlines.runMeetingDeadlines(payload),
    ])
    expect(runs.reduce((n, r) => n + r.closed, 0)).toBe(1)
    expect((await payload.findByID({ collection: 'meetings', id: due.id })).status).toBe('closed')
    expect((await payload.findByID({ collection: 'meetings', id: later.id })).status).toBe('open')
    const resultMails = catcher.mails
      .slice(before)
      .filter((x) => x.subject.includes(due.meetingId) || x.subject.includes('نتائج'))
    expect(resultMails).toHaveLength(4)
  })
})

describe('reminders', () => {
  it('reminds once each mailed member who has not voted, within the reminder window', async () => {
    const m = await meeting({
      deadline: new Date(Date.now() + 10 * HOUR).toISOString(),
      reminderHours: 24,
    })
    const links = { keys: secret, origin: 'http://site.test', actor: 'secretary@example.org' }
    for (const id of [m1, m2, m3])
      await invitations.sendInvitation(payload, m, id, { ...links, resend: false })
    await vote(m, m1, ['3'])
    const before = catcher.mails.length
    // m4 was never mailed; m1 voted: only m2 and m3 are reminded, once although two runs race.
    const runs = await Promise.all([
      deadlines.runMeetingDeadlines(payload),
      deadlines.runMeetingDeadlines(payload),
    ])
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(2)
    await deadlines.runMeetingDeadlines(payload)
    const sent = catcher.mails.slice(before).filter((x) => /Reminder|تذكير/.test(x.subject))
    expect(sent.map((x) => x.to[0]).sort()).toEqual(['three@example.org', 'two@example.org'])
    expect(sent.find((x) => x.to[0] === 'two@example.org')!.subject).toBe(
      `Reminder: your vote on board meeting ${m.meetingId}`,
    )
    // The Arabic member's reminder is in Arabic (once proven by the e2e run's wait for the job).
    expect(sent.find((x) => x.to[0] === 'three@example.org')!.subject).toBe(
      `تذكير: لم تُدلوا بصوتكم بعد في اجتماع ${m.meetingId}`,
    )
  })

  it('are sent by a task the scheduler runs every minute', async () => {
    // The scheduler running due tasks in production is proven by the topology test (a scheduled
    // article published once); this is the meetings' task being one of them.
    const { MEETING_DEADLINES_TASK } = await import('@/features/voting/jobs')
    const task = payload.config.jobs.tasks?.find((t) => t.slug === MEETING_DEADLINES_TASK)
    expect(task?.schedule).toEqual([{ cron: '* * * * *', queue: 'default' }])
  })

  it('sends nothing before the reminder window', async () => {
    const m = await meeting({
      deadline: new Date(Date.now() + 30 * HOUR).toISOString(),
      reminderHours: 24,
    })
    await invitations.sendInvitation(payload, m, m2, {
      keys: secret,
      origin: 'http://x',
      actor: 'a',
      resend: false,
    })
    expect(await deadlines.claimReminders(payload, new Date())).toEqual([])
    expect(await deadlines.claimReminders(payload, new Date(Date.now() + 7 * HOUR))).toEqual([
      { meetingId: m.id, memberId: m2, version: 0 },
    ])
  })
})
