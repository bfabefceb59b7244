import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { Payload } from 'payload'
import type { Club, Meeting, Vote, VoteSignature } from '@/payload-types'
import { env } from '@/lib/env'
import { isolate, ltr, paragraph, registerFonts } from '@/lib/pdf/bidi-text'
import { meetingOutcomes } from './results.server'
import type { MailLang } from './mails'
import { inviteeIds } from './meeting.server'
import { OUTCOME_LABELS, quorumNeeded } from './quorum'

/**
 * The minutes of a meeting as a PDF (decision 0029), in English or
 * Arabic: the meeting, its agendas with discussion and conclusions, each
 * action with the person responsible, date, counts, outcome and voters (time,
 * comment, drawn signature). Downloaded by the secretary and attached to the
 * results mail.
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
    quorum: 'Quorum (votes needed per action)',
    invited: 'Members invited',
    discussion: 'Discussion',
    conclusions: 'Conclusions',
    action: 'Action',
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
    quorum: 'النصاب، أي عدد الأصوات اللازمة لكل قرار',
    invited: 'عدد الأعضاء المدعوين',
    discussion: 'المناقشة',
    conclusions: 'الخلاصة',
    action: 'القرار',
    responsible: 'المسؤول',
    due: 'الموعد',
    counts: (a: number, r: number) => `موافق ${a}، غير موافق ${r}`,
    outcome: 'النتيجة',
    accept: 'موافق',
    reject: 'غير موافق',
    none: 'لا توجد أصوات.',
  },
} as const

const when = (iso: string | null | undefined) =>
  iso ? ltr(`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`) : ''

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
  const invited = inviteeIds(m).length

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${m.meetingId}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  registerFonts(doc)
  const p = (text: string, o: { size?: number; bold?: boolean; gap?: number } = {}) =>
    paragraph(doc, text, { rtl, ...o })

  p(`${t.title} ${m.meetingId}`, { size: 18, bold: true, gap: 6 })
  const club = typeof m.club === 'object' && m.club ? (m.club as Club).name : ''
  p(`${t.date}: ${ltr(`${(m.date ?? '').slice(0, 10)} ${m.time}`)}`)
  if (club) p(`${t.club}: ${isolate(club)}`)
  if (m.locationEn) p(`${t.location}: ${isolate(m.locationEn)}`)
  if (m.deadline) p(`${t.deadline}: ${when(m.deadline)}`)
  p(m.status === 'closed' ? `${t.closed}: ${when(m.closedAt)}` : t.open)
  p(`${t.invited}: ${invited} — ${t.quorum}: ${quorumNeeded(m.quorumType, m.quorum, invited)}`, {
    gap: 8,
  })

  let i = 0
  for (const agenda of m.agendas ?? []) {
    p(agenda.name, { size: 14, bold: true })
    if (agenda.discussion) p(`${t.discussion}: ${isolate(agenda.discussion)}`)
    if (agenda.conclusions) p(`${t.conclusions}: ${isolate(agenda.conclusions)}`, { gap: 4 })
    for (const action of agenda.actions ?? []) {
      const result = outcomes[i]
      i += 1
      p(`${t.action}: ${isolate(action.nameEn)}`, { size: 12, bold: true })
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
        p(
          `${t.counts(result.accept, result.reject)} — ${t.outcome}: ${OUTCOME_LABELS[lang][result.outcome]}`,
        )
      const mine = votes.filter((v) => v.actionId === action.id)
      if (mine.length === 0) p(t.none)
      for (const v of mine) {
        const name = typeof v.member === 'object' && v.member ? v.member.fullname : ''
        const comment = v.comment ? ` — ${isolate(v.comment)}` : ''
        p(
          `• ${isolate(name)}: ${v.vote === 'accept' ? t.accept : t.reject}, ${when(v.votedAt)}${comment}`,
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
  doc.end()
  return done
}
