import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Meeting } from '@/payload-types'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import type { SigningKeys } from '@/lib/security/keys'
import { freePort } from '../helpers/free-port'

/**
 * Board meetings around the vote against real PostgreSQL and a real
 * SMTP server: link expiry and revocation, the audit trail, invitations,
 * closing with quorum, reminders claimed once.
 */
let payload: Payload
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let voting: typeof import('@/features/voting/voting.server')
let links: typeof import('@/features/voting/links.server')
let invitations: typeof import('@/features/voting/invitations.server')
let results: typeof import('@/features/voting/results.server')
let token: typeof import('@/features/voting/token')
let secret: SigningKeys

const SECRET_LINKS = () => ({
  keys: secret,
  origin: 'http://site.test',
  actor: 'secretary@example.org',
})
const HOUR = 3600_000
let club: number
let alice: number
let bob: number
let carol: number
let dina: number // Arabic, no e-mail until a test gives her one
let seq = 0

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.PAYLOAD_SECRET = 'meetings-integration-secret-0123456789abcdef'
  ;({ payload, close } = await createTestPayload())
  voting = await import('@/features/voting/voting.server')
  links = await import('@/features/voting/links.server')
  invitations = await import('@/features/voting/invitations.server')
  results = await import('@/features/voting/results.server')
  token = await import('@/features/voting/token')
  const { linkKeys } = await import('@/lib/runtime-config')
  secret = linkKeys()
  club = (await payload.create({ collection: 'clubs', data: { name: 'Club' } })).id
  const mk = (fullname: string, email?: string, language: 'en' | 'ar' = 'en') =>
    payload
      .create({ collection: 'board-members', data: { fullname, email, language } })
      .then((m) => m.id)
  alice = await mk('Alice', 'alice@example.org')
  bob = await mk('Bob', 'bob@example.org')
  carol = await mk('Carol', 'carol@example.org')
  dina = await mk('دينا', undefined, 'ar')
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
})

async function meeting(extra: Partial<Meeting> = {}, invitees = [alice, bob, carol]) {
  seq += 1
  return payload.create({
    collection: 'meetings',
    data: {
      meetingId: `BM-M-${seq}`,
      date: '2026-11-30',
      time: '18:00',
      club,
      status: 'open',
      // Its tests use the link without a signature too (refused by a meeting "with signature").
      linkKind: 'no-signature',
      agendas: [{ name: 'Budget', actions: [{ nameEn: 'Approve budget' }, { nameEn: 'Hire' }] }],
      invitees,
      ...extra,
    } as never,
  })
}

const linkOf = (m: Meeting, user: number, needSignature = '0', version = 0) => {
  const p = { meeting: String(m.id), user: String(user), needSignature }
  return { ...p, token: token.signVoteLink(secret, p, version) }
}
const actionIds = (m: Meeting) => m.agendas!.flatMap((a) => a.actions!.map((x) => x.id!))
const vote = (m: Meeting, user: number, codes: string[], version = 0) => {
  const l = linkOf(m, user, '0', version)
  return voting.recordVotes(payload, secret, {
    meeting: l.meeting,
    userId: l.user,
    needSignature: '0',
    token: l.token,
    votes: actionIds(m).flatMap((actionId, i) => (codes[i] ? [{ actionId, code: codes[i]! }] : [])),
  })
}
const trail = async (m: Meeting) =>
  (
    await payload.find({
      collection: 'meeting-audit',
      where: { meeting: { equals: m.id } },
      sort: 'id',
      limit: 0,
      depth: 0,
    })
  ).docs

describe('link lifetime', () => {
  it('works before the deadline and is refused with 403 after it, on both endpoints', async () => {
    const m = await meeting({ deadline: new Date(Date.now() + HOUR).toISOString() })
    expect((await voting.meetingDetailsFor(payload, secret, linkOf(m, alice))).kind).toBe('ok')
    const past = await meeting({ deadline: new Date(Date.now() - 1000).toISOString() })
    const expired = {
      kind: 'refused',
      status: 403,
      message: 'The deadline for voting on this meeting has passed.',
    }
    expect(await voting.meetingDetailsFor(payload, secret, linkOf(past, alice))).toEqual(expired)
    expect(await vote(past, alice, ['3'])).toEqual(expired)
    expect(
      await payload.count({ collection: 'votes', where: { meeting: { equals: past.id } } }),
    ).toEqual({ totalDocs: 0 })
  })

  it('expires at the deadline given the clock', async () => {
    const deadline = new Date(Date.now() + HOUR)
    const m = await meeting({ deadline: deadline.toISOString() })
    const l = linkOf(m, bob)
    expect(
      (await links.checkVoteLink(payload, secret, l, l.token, new Date(deadline.getTime() - 1)))
        .kind,
    ).toBe('ok')
    expect(await links.checkVoteLink(payload, secret, l, l.token, deadline)).toMatchObject({
      status: 403,
    })
  })

  it('refuses the links of a closed meeting, also for the meeting details', async () => {
    const m = await meeting({ status: 'closed' })
    expect(await voting.meetingDetailsFor(payload, secret, linkOf(m, alice))).toEqual({
      kind: 'refused',
      status: 403,
      message: 'This meeting is closed for voting.',
    })
  })

  it('refuses a revoked link and accepts the new one', async () => {
    const m = await meeting()
    const old = linkOf(m, carol, '1')
    expect((await links.checkVoteLink(payload, secret, old, old.token)).kind).toBe('ok')
    expect(await invitations.revokeLink(payload, m, carol, 'secretary@example.org')).toBe(1)
    const revoked = {
      kind: 'refused',
      status: 403,
      message:
        'This voting link has been replaced by a newer one. Please use the latest link you received from the board secretary.',
    }
    expect(await voting.meetingDetailsFor(payload, secret, old)).toEqual(revoked)
    expect(await vote(m, carol, ['3'])).toEqual(revoked)
    expect((await vote(m, carol, ['3'], 1)).kind).toBe('ok')
    // The back office shows the new link.
    const rows = results.voteLinks(m, secret, 'http://x', new Map([[carol, 1]]))
    const shown = new URL(rows.find((r) => r.memberId === carol)!.withoutSignature)
    expect(shown.searchParams.get('token')).toBe(linkOf(m, carol, '0', 1).token)
    // A second revocation also kills version 1.
    await invitations.revokeLink(payload, m, carol, 'secretary@example.org')
    expect(await vote(m, carol, ['2'], 1)).toEqual(revoked)
  })

  it('still refuses a forged token as not valid', async () => {
    const m = await meeting()
    expect(await vote(m, alice, ['3'], 7)).toMatchObject({
      status: 403,
      message: expect.stringContaining('not valid'),
    })
  })
})

describe('audit trail', () => {
  it('records votes, re-votes and revocations, exports them, and cannot be changed', async () => {
    const m = await meeting()
    await vote(m, alice, ['3', '2'])
    await vote(m, alice, ['2', '2'])
    await invitations.revokeLink(payload, m, bob, 'secretary@example.org')
    const entries = await trail(m)
    expect(entries.map((e) => [e.event, e.actor, e.member])).toEqual([
      ['vote', 'member', alice],
      ['re-vote', 'member', alice],
      ['link-revoked', 'secretary@example.org', bob],
    ])
    await expect(
      payload.update({
        collection: 'meeting-audit',
        id: entries[0]!.id,
        data: { actor: 'x' },
        overrideAccess: true,
      }),
    ).rejects.toThrow('cannot be changed')
    await expect(
      payload.delete({ collection: 'meeting-audit', id: entries[0]!.id, overrideAccess: true }),
    ).rejects.toThrow('cannot be changed')
    // Issue 64: the back office's refusal read "An unknown error occurred.": it says why, in
    // the staff member's language (the admin's language cookie, then Accept-Language).
    const { REST_PATCH, REST_DELETE } = await import('@payloadcms/next/routes')
    const config = await (await import('@payload-config')).default
    const email = `secretary.${Date.now()}@newegypt.example`
    const password = 'a-long-test-password-1'
    await payload.create({
      collection: 'users',
      data: { email, password, roles: ['board-secretary'] },
      overrideAccess: true,
    })
    const { token: jwt } = await payload.login({ collection: 'users', data: { email, password } })
    const id = String(entries[0]!.id)
    for (const [route, method] of [
      [REST_PATCH(config), 'PATCH'],
      [REST_DELETE(config), 'DELETE'],
    ] as const) {
      for (const [headers, message] of [
        [{}, 'The meeting audit trail cannot be changed.'],
        [{ 'accept-language': 'ar' }, 'لا يمكن تغيير سجل تدقيق الاجتماع.'],
        [{ cookie: 'payload-lng=ar' }, 'لا يمكن تغيير سجل تدقيق الاجتماع.'],
      ] as const) {
        const req = new Request(`http://localhost/api/meeting-audit/${id}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `JWT ${jwt}`, ...headers },
          ...(method === 'PATCH' ? { body: JSON.stringify({ actor: 'x' }) } : {}),
        })
        const res = await route(req, {
          params: Promise.resolve({ slug: ['meeting-audit', id] }),
        })
        expect(res.status, method).toBe(403)
        expect((await res.json()).errors[0].message, `${method} ${JSON.stringify(headers)}`).toBe(
          message,
        )
      }
    }
    const csv = await results.meetingVotesCsv(payload, m, 'http://site')
    const [votesPart, auditPart] = csv.split('\r\n\r\n')
    expect(votesPart!.split('\r\n')).toHaveLength(5)
    expect(auditPart).toContain('Audit: when (Cairo time),Event,Member,By,Detail')
    expect(auditPart).toContain('re-vote,Alice,member')
    expect(auditPart).toContain('link-revoked,Bob,secretary@example.org')
  })
})

describe('invitations', () => {
  it('mails every invitee their own link in their language and records failures', async () => {
    const m = await meeting(
      { linkKind: 'signature', deadline: new Date(Date.now() + 48 * HOUR).toISOString() },
      [alice, dina],
    )
    const sent = await invitations.sendInvitations(payload, m, SECRET_LINKS())
    expect(sent).toEqual([
      { memberId: alice, sent: true },
      { memberId: dina, sent: false, error: 'The member has no e-mail address.' },
    ])
    const mail = catcher.to('alice@example.org').at(-1)!
    expect(mail.subject).toBe(`Your vote on board meeting ${m.meetingId}`)
    const url = new URL(/http:\/\/site\.test\/voteForm\?\S+/.exec(mail.text)![0])
    expect(url.searchParams.get('needSignature')).toBe('1')
    const l = Object.fromEntries(url.searchParams) as Record<string, string>
    expect(
      (
        await links.checkVoteLink(
          payload,
          secret,
          { meeting: l.meeting!, user: l.user!, needSignature: l.needSignature! },
          l.token,
        )
      ).kind,
    ).toBe('ok')
    const rows = await invitations.invitationsOf(payload, m)
    expect(rows.get(alice)).toMatchObject({ deliveryError: null, linkVersion: 0 })
    expect(rows.get(alice)!.sentAt).toBeTruthy()
    expect(rows.get(dina)).toMatchObject({
      deliveryError: 'The member has no e-mail address.',
      sentAt: null,
    })

    await payload.update({
      collection: 'board-members',
      id: dina,
      data: { email: 'dina@example.org' },
    })
    const again = await invitations.sendInvitation(payload, m, dina, {
      ...SECRET_LINKS(),
      resend: true,
    })
    expect(again).toEqual({ memberId: dina, sent: true })
    const ar = catcher.to('dina@example.org').at(-1)!
    expect(ar.subject).toBe(`دعوة للتصويت على قرارات اجتماع مجلس الإدارة ${m.meetingId}`)
    expect(ar.html).toContain('dir="rtl"')
    // The Arabic member's link opens the Arabic vote page, and it is a valid link.
    const arUrl = new URL(/http:\/\/site\.test\/ar\/voteForm\?\S+/.exec(ar.text)![0])
    const arLink = Object.fromEntries(arUrl.searchParams) as Record<string, string>
    expect(
      (
        await links.checkVoteLink(
          payload,
          secret,
          { meeting: arLink.meeting!, user: arLink.user!, needSignature: arLink.needSignature! },
          arLink.token,
        )
      ).kind,
    ).toBe('ok')
    expect((await invitations.invitationsOf(payload, m)).get(dina)!.deliveryError).toBeNull()
    expect((await trail(m)).map((e) => e.event)).toEqual([
      'link-sent',
      'delivery-failed',
      'link-resent',
    ])
  })

  it('lists the decisions by title and gives the deadline in Cairo time', async () => {
    const m = await meeting({ deadline: '2031-01-15T20:00:00.000Z' }, [alice])
    await invitations.sendInvitations(payload, m, SECRET_LINKS())
    const mail = catcher.to('alice@example.org').at(-1)!
    expect(mail.text).toContain('The decisions to vote on:\n1. Approve budget\n2. Hire')
    expect(mail.text).toContain('Voting closes on 15 Jan 2031, 22:00 (Cairo time).')
    expect(mail.text).not.toContain('UTC')
    for (const id of actionIds(m)) expect(mail.text).not.toContain(id)
  })

  it('mails the link of the current version after a revocation', async () => {
    const m = await meeting({ linkKind: 'no-signature' }, [bob])
    await invitations.revokeLink(payload, m, bob, 'secretary@example.org')
    await invitations.sendInvitation(payload, m, bob, { ...SECRET_LINKS(), resend: true })
    const url = new URL(
      /http:\/\/site\.test\/voteForm\?\S+/.exec(catcher.to('bob@example.org').at(-1)!.text)![0],
    )
    expect(url.searchParams.get('needSignature')).toBe('0')
    expect(url.searchParams.get('token')).toBe(linkOf(m, bob, '0', 1).token)
  })
})

describe("board members' e-mails", () => {
  it("a board secretary adds a member's e-mail; the profile stays the editors'", async () => {
    const secretary = {
      ...(await payload.create({
        collection: 'users',
        data: {
          email: `secretary.${Date.now()}@newegypt.example`,
          password: 'a-long-test-password-1',
          roles: ['board-secretary'],
        },
      })),
      collection: 'users' as const,
    }
    const member = await payload.create({
      collection: 'board-members',
      data: { fullname: 'Hany Said', jobRole: 'Member' },
    })
    const updated = await payload.update({
      collection: 'board-members',
      id: member.id,
      overrideAccess: false,
      user: secretary,
      data: { email: 'hany@example.org', language: 'ar', fullname: 'Renamed', jobRole: 'Chair' },
    })
    expect(updated).toMatchObject({
      email: 'hany@example.org',
      language: 'ar',
      fullname: 'Hany Said',
      jobRole: 'Member',
    })
    // Other staff roles may not.
    const treasurer = {
      ...(await payload.create({
        collection: 'users',
        data: {
          email: `treasurer.${Date.now()}@newegypt.example`,
          password: 'a-long-test-password-1',
          roles: ['treasurer'],
        },
      })),
      collection: 'users' as const,
    }
    await expect(
      payload.update({
        collection: 'board-members',
        id: member.id,
        overrideAccess: false,
        user: treasurer,
        data: { email: 'x@example.org' },
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
