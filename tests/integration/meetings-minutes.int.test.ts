import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasPdftotext, lineOnPage, pdfText } from '../helpers/pdf-text'
import { createTestPayload } from '../helpers/test-payload'
import { signingKeysFrom } from '@/lib/security/keys'

/** The minutes PDF (decision 0029) in English and Arabic, from a real database. */
let payload: Payload
let close: () => Promise<void>
let minutes: typeof import('@/features/voting/minutes.server')
let voting: typeof import('@/features/voting/voting.server')
let token: typeof import('@/features/voting/token')
let invitations: typeof import('@/features/voting/invitations.server')
const SECRET = signingKeysFrom({ secret: 'minutes-secret-0123456789abcdef0123456789' })
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  minutes = await import('@/features/voting/minutes.server')
  voting = await import('@/features/voting/voting.server')
  token = await import('@/features/voting/token')
  invitations = await import('@/features/voting/invitations.server')
})
afterAll(async () => {
  await close?.()
})

/**
 * The Arabic minutes as pdftotext reads them: whole words, among them one with
 * hamza below («الإدارة», laid out without mark positioning), and the date in its order.
 */
function arabicReadsBack(pdf: Buffer) {
  const words = pdfText(pdf)
    .replace(/[\u202a-\u202e]/g, ' ')
    .split(/[\s:.،—•]+/)
  for (const word of ['محضر', 'اجتماع', 'مجلس', 'الإدارة', 'المناقشة', 'الميزانية', 'ميزانية'])
    expect(words, word).toContain(word)
  for (const word of ['وخطة', 'الصرف', 'نادي', 'القاهرة', 'دينا', 'أعترض', 'البند', 'الثالث'])
    expect(words, word).toContain(word)
  const dateLine = lineOnPage(pdf, [...'التاريخ:'].reverse().join(''))
  expect(dateLine.slice(0, 2)).toEqual(['2026-11-30', '18:00'])
}

describe('minutes PDF', () => {
  it('lays out the meeting, actions, voters and signatures in both languages', async () => {
    const club = await payload.create({ collection: 'clubs', data: { name: 'نادي القاهرة' } })
    const a = await payload.create({
      collection: 'board-members',
      data: { fullname: 'Alice Smith' },
    })
    const d = await payload.create({ collection: 'board-members', data: { fullname: 'دينا علي' } })
    const m = await payload.create({
      collection: 'meetings',
      data: {
        meetingId: 'BM-PDF-1',
        date: '2026-11-30',
        time: '18:00',
        club: club.id,
        locationEn: 'Club house',
        status: 'open',
        quorumType: 'percent',
        quorum: 50,
        agendas: [
          {
            name: 'الميزانية Budget',
            discussion: 'ناقش المجلس ميزانية عام 2027 وخطة الصرف.',
            conclusions: 'Approve it as presented.',
            actions: [
              {
                nameEn: 'Approve budget',
                personResponsible: 'Treasurer',
                date: '2026-12-01',
                time: '10:00',
              },
            ],
          },
        ],
        invitees: [a.id, d.id],
      },
    })
    const actionId = m.agendas![0]!.actions![0]!.id!
    for (const [member, code, comment] of [
      [a.id, '3', 'Agreed'],
      [d.id, '2', 'أعترض على البند الثالث'],
    ] as const) {
      const link = { meeting: String(m.id), user: String(member), needSignature: '1' }
      const res = await voting.recordVotes(payload, SECRET, {
        ...link,
        userId: link.user,
        token: token.signVoteLink(SECRET, link),
        votes: [{ actionId, code, comment }],
        image: { name: 'signature.png', bytes: PNG },
      })
      expect(res.kind).toBe('ok')
    }
    const fresh = await payload.findByID({ collection: 'meetings', id: m.id, depth: 1 })
    for (const lang of ['en', 'ar'] as const) {
      const pdf = await minutes.minutesPdf(payload, fresh, lang)
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      const raw = pdf.toString('latin1')
      // The Arabic face is embedded (subset) in both: names and texts may be Arabic in either.
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/)
      expect(raw).toMatch(/\/Subtype \/Image/)
      if (lang === 'ar' && hasPdftotext) arabicReadsBack(pdf)
      // A look at the pages, when poppler is installed: `MINUTES_PNG_DIR=… npx vitest …`.
      const dir = process.env.MINUTES_PNG_DIR
      if (dir && existsSync('/usr/bin/pdftoppm')) {
        const out = mkdtempSync(path.join(tmpdir(), 'minutes-'))
        writeFileSync(path.join(out, 'm.pdf'), pdf)
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '70',
          path.join(out, 'm.pdf'),
          path.join(dir, `minutes-${lang}`),
        ])
        expect(readdirSync(dir).some((f) => f.startsWith(`minutes-${lang}`))).toBe(true)
      }
    }
  })

  it('heads with the organisation, lists attendance, the tie rule and signature lines, no ids', async () => {
    const club = await payload.create({ collection: 'clubs', data: { name: 'Giza club' } })
    const member = (fullname: string) =>
      payload.create({ collection: 'board-members', data: { fullname } })
    const [alice, bob, carol] = await Promise.all([
      member('Alice Hassan'),
      member('Bob Farid'),
      member('Carol Nagy'),
    ])
    const m = await payload.create({
      collection: 'meetings',
      data: {
        meetingId: 'BM-PDF-2',
        date: '2026-12-01',
        time: '18:00',
        club: club.id,
        status: 'open',
        quorumType: 'count',
        quorum: 2,
        deadline: '2031-01-15T20:00:00.000Z', // open while the test runs, whatever today is
        agendas: [{ name: 'Budget', actions: [{ nameEn: 'Approve budget' }] }],
        invitees: [alice.id, bob.id, carol.id],
      },
    })
    const actionId = m.agendas![0]!.actions![0]!.id!
    for (const [who, code] of [
      [alice.id, '3'],
      [bob.id, '2'],
    ] as const) {
      const link = { meeting: String(m.id), user: String(who), needSignature: '1' }
      const res = await voting.recordVotes(payload, SECRET, {
        ...link,
        userId: link.user,
        token: token.signVoteLink(SECRET, link),
        votes: [{ actionId, code }],
        image: { name: 'signature.png', bytes: PNG },
      })
      expect(res.kind).toBe('ok')
    }
    const fresh = await payload.findByID({ collection: 'meetings', id: m.id, depth: 1 })
    await invitations.revokeLink(payload, fresh, bob.id, 'secretary@newegypt.example')
    const en = pdfText(await minutes.minutesPdf(payload, fresh, 'en')).replace(
      /[\u2066-\u2069]/g,
      '',
    )
    // The Egyptian NGO holds the board's meetings (decision 0112).
    expect(en).toContain('New Egypt Foundation (Egypt)')
    expect(en).toContain('2 of 3 voted; quorum 2 reached')
    expect(en).toContain('Rule for ties: A tie rejects the decision')
    expect(en).toContain('Voted (2): Alice Hassan, Bob Farid')
    expect(en).toContain('Did not vote (1): Carol Nagy')
    expect(en).toContain('Vote link revoked (1): Bob Farid')
    expect(en).toContain('Decision 1: Approve budget')
    expect(en).toContain('Outcome: Rejected (tie)')
    expect(en).toContain('15 Jan 2031, 22:00 (Cairo time)')
    expect(en).toContain('Chair of the meeting')
    expect(en).toContain('Board secretary')
    expect(en.match(/Signature: _+/g)).toHaveLength(2)
    expect(en).not.toContain(actionId)
    expect(en).not.toMatch(/UTC/)
    const ar = pdfText(await minutes.minutesPdf(payload, fresh, 'ar'))
      .replace(/[\u2066-\u2069\u202a-\u202e]/g, '')
      .split(/[\s:.،—•()_]+/)
    for (const word of ['الحضور', 'صوتوا', 'يصوتوا', 'التعادل', 'رئيس', 'الاجتماع', 'التوقيع'])
      expect(ar, word).toContain(word)
    expect(ar.join(' ')).not.toContain(actionId)
  })
})
