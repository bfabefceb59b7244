import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { Payload } from 'payload'
import type { Club, Meeting, Vote, VoteSignature } from '@/payload-types'
import { formatTime } from '@/lib/clock'
import { env } from '@/lib/env'
import { entityForCurrency } from '@/features/entities/entity.server'
import { isolate, ltr, paragraph, registerFonts } from '@/lib/pdf/bidi-text'
import { meetingAttendance, type Attendance } from './attendance.server'
import { meetingOutcomes } from './results.server'
import type { MailLang } from './mails'
import { outcomeText, TIE_RULE, turnoutText } from './quorum'

/**
 * The minutes of a meeting as a PDF (decision 0029), in English or
 * Arabic: the organisation's header, the meeting, votes against quorum and the
 * rule for ties, the attendance (voted, not voted, link revoked), its agendas
 * with discussion and conclusions, each decision by number and title with the
 * person responsible, date, counts, outcome and voters (time in the charity's
 * zone, comment, drawn signature), and the chair's and secretary's signature
 * lines. No record id is printed. Downloaded by the secretary and
 * attached to the results mail.
 */
const L = {
  en: {
    title: 'Minutes of board meeting',
    date: 'Date',
    club: 'Club',
    location: 'Location',
    deadline: 'Voting deadline',
    closed: 'Voting closed',
    open: 'Voting still open',
    quorum: 'Votes and quorum',
    tieRule: 'Rule for ties',
    attendance: 'Attendance',
    voted: 'Voted',
    notVoted: 'Did not vote',
    revoked: 'Vote link revoked',
    nobody: 'none',
    decision: (n: number) => `Decision ${n}`,
    chair: 'Chair of the meeting',
    secretary: 'Board secretary',
    name: 'Name',
    signature: 'Signature',
    discussion: 'Discussion',
    conclusions: 'Conclusions',
    responsible: 'Responsible',
    due: 'Due',
    counts: (a: number, r: number) => `Accept ${a}, reject ${r}`,
    outcome: 'Outcome',
    accept: 'accept',
    reject: 'reject',
    none: 'No votes.',
  },
  ar: {
    title: 'محضر اجتماع مجلس الإدارة',
    date: 'التاريخ',
    club: 'النادي',
    location: 'المكان',
    deadline: 'آخر موعد للتصويت',
    closed: 'أُغلق التصويت',
    open: 'التصويت ما زال مفتوحًا',
    quorum: 'الأصوات والنصاب',
    tieRule: 'قاعدة التعادل',
    attendance: 'الحضور',
    voted: 'صوتوا',
    notVoted: 'لم يصوتوا',
    revoked: 'أُلغي رابط التصويت',
    nobody: 'لا أحد',
    decision: (n: number) => `القرار ${n}`,
    chair: 'رئيس الاجتماع',
    secretary: 'أمين سر المجلس',
    name: 'الاسم',
    signature: 'التوقيع',
    discussion: 'المناقشة',
    conclusions: 'الخلاصة',
    responsible: 'المسؤول',
    due: 'الموعد',
    counts: (a: number, r: number) => `موافق ${a}، غير موافق ${r}`,
    outcome: 'النتيجة',
    accept: 'موافق',
    reject: 'غير موافق',
    none: 'لا توجد أصوات.',
  },
} as const

/** A moment in the charity's zone, named (the minutes travel: issue 46 item 3). */
const when = (iso: string | null | undefined, lang: MailLang) =>
  iso ? isolate(formatTime(iso, lang, { zone: true })) : ''

type Para = (text: string, o?: { size?: number; bold?: boolean; gap?: number }) => void
type Texts = (typeof L)[MailLang]

/**
 * The organisation's name and address: the Egyptian NGO's, the legal entity of Egyptian pounds
 * (decision 0112): it is the association whose board meets and votes.
 */
async function header(payload: Payload, p: Para, lang: MailLang) {
  const org = await entityForCurrency(payload, 'EGP', lang)
  p(isolate(org.name), { bold: true, size: 13 })
  for (const line of org.address.split(/\r?\n/).filter(Boolean)) p(isolate(line))
}

function attendance(p: Para, t: Texts, a: Attendance, lang: MailLang) {
  const names = (xs: string[]) =>
    xs.length ? xs.map(isolate).join(lang === 'ar' ? '، ' : ', ') : t.nobody
  p(t.quorum, { size: 14, bold: true })
  p(turnoutText(lang, { voted: a.voted.length, invited: a.invited, needed: a.needed }))
  p(`${t.tieRule}: ${TIE_RULE[lang]}`, { gap: 6 })
  p(t.attendance, { size: 14, bold: true })
  p(`${t.voted} (${a.voted.length}): ${names(a.voted)}`)
  p(`${t.notVoted} (${a.notVoted.length}): ${names(a.notVoted)}`)
  p(`${t.revoked} (${a.revoked.length}): ${names(a.revoked)}`, { gap: 8 })
}

/** Lines to sign by hand once printed: the chair's and the secretary's. */
function signatureLines(doc: InstanceType<typeof PDFDocument>, p: Para, t: Texts) {
  if (doc.y + 140 > doc.page.height - doc.page.margins.bottom) doc.addPage()
  doc.y += 20
  for (const who of [t.chair, t.secretary]) {
    p(who, { bold: true })
    p(`${t.name}: ______________________________`)
    p(`${t.signature}: ______________________________`, { gap: 14 })
  }
}

async function signaturePng(v: Vote): Promise<Buffer | null> {
  const sig = typeof v.signature === 'object' && v.signature ? (v.signature as VoteSignature) : null
  if (!sig?.filename) return null
  try {
    const dir = path.resolve(env().DATA_DIR, 'vote-signatures')
    return await readFile(path.join(dir, path.basename(sig.filename)))
  } catch {
    return null
  }
}

export async function minutesPdf(payload: Payload, m: Meeting, lang: MailLang): Promise<Buffer> {
  const t = L[lang]
  const rtl = lang === 'ar'
  const votes = (
    await payload.find({
      collection: 'votes',
      where: { and: [{ meeting: { equals: m.id } }, { superseded: { equals: false } }] },
      sort: 'votedAt',
      limit: 0,
      depth: 1,
      overrideAccess: true,
    })
  ).docs
  const outcomes = await meetingOutcomes(payload, m)
  const present = await meetingAttendance(payload, m)

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${m.meetingId}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  registerFonts(doc)
  const p: Para = (text, o = {}) => paragraph(doc, text, { rtl, ...o })

  await header(payload, p, lang)
  doc.y += 10
  p(`${t.title} ${isolate(m.meetingId)}`, { size: 18, bold: true, gap: 6 })
  const club = typeof m.club === 'object' && m.club ? (m.club as Club).name : ''
  p(`${t.date}: ${ltr(`${(m.date ?? '').slice(0, 10)} ${m.time}`)}`)
  if (club) p(`${t.club}: ${isolate(club)}`)
  if (m.locationEn) p(`${t.location}: ${isolate(m.locationEn)}`)
  if (m.deadline) p(`${t.deadline}: ${when(m.deadline, lang)}`)
  p(m.status === 'closed' ? `${t.closed}: ${when(m.closedAt, lang)}` : t.open, { gap: 8 })
  attendance(p, t, present, lang)

  let i = 0
  for (const agenda of m.agendas ?? []) {
    p(agenda.name, { size: 14, bold: true })
    if (agenda.discussion) p(`${t.discussion}: ${isolate(agenda.discussion)}`)
    if (agenda.conclusions) p(`${t.conclusions}: ${isolate(agenda.conclusions)}`, { gap: 4 })
    for (const action of agenda.actions ?? []) {
      const result = outcomes[i]
      i += 1
      p(`${t.decision(i)}: ${isolate(action.nameEn)}`, { size: 12, bold: true })
      const due = [action.date?.slice(0, 10), action.time].filter(Boolean).join(' ')
      if (action.personResponsible || due)
        p(
          [
            action.personResponsible && `${t.responsible}: ${isolate(action.personResponsible)}`,
            due && `${t.due}: ${ltr(due)}`,
          ]
            .filter(Boolean)
            .join(' · '),
        )
      if (result)
        p(`${t.counts(result.accept, result.reject)} — ${t.outcome}: ${outcomeText(lang, result)}`)
      const mine = votes.filter((v) => v.actionId === action.id)
      if (mine.length === 0) p(t.none)
      for (const v of mine) {
        const name = typeof v.member === 'object' && v.member ? v.member.fullname : ''
        const comment = v.comment ? ` — ${isolate(v.comment)}` : ''
        p(
          `• ${isolate(name)}: ${v.vote === 'accept' ? t.accept : t.reject}, ${when(v.votedAt, lang)}${comment}`,
        )
        const png = await signaturePng(v)
        if (png) {
          if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage()
          const x = rtl ? doc.page.width - doc.page.margins.right - 150 : doc.page.margins.left + 12
          doc.image(png, x, doc.y, { fit: [150, 50] })
          doc.y += 56
        }
      }
      doc.y += 6
    }
  }
  signatureLines(doc, p, t)
  doc.end()
  return done
}
