import { formatTime } from '@/lib/clock'
import { outcomeText, type Outcome } from './quorum'

/**
 * The board members' mails in the member's language. The spec has
 * no texts for them; these are written for the member, the Arabic as an
 * Arabic-speaking editor would write it (not a word-for-word translation).
 */
export type MailLang = 'en' | 'ar'
export type Mail = { subject: string; text: string; html: string }

export type MeetingInfo = {
  meetingId: string
  date: string
  time: string
  deadline?: string | null
  /** The titles of the decisions to vote on. */
  decisions?: string[]
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Plain text and the same as simple HTML (RTL for Arabic). */
function mail(
  lang: MailLang,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Mail {
  const text = [...paragraphs, ...(link ? [link.href] : [])].join('\n\n')
  const body = paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('')
  const button = link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  return { subject, text, html: `<div dir="${dir}" lang="${lang}">${body}${button}</div>` }
}

/** The deadline as the member reads it: the charity's time, its zone named (issue 46). */
export function formatDeadline(iso: string, lang: MailLang): string {
  return formatTime(iso, lang, { zone: true })
}

/** "The decisions to vote on:" and one numbered line per decision's title. */
function decisionList(lang: MailLang, m: MeetingInfo): string[] {
  if (!m.decisions?.length) return []
  const intro = lang === 'ar' ? 'القرارات المطروحة للتصويت:' : 'The decisions to vote on:'
  return [[intro, ...m.decisions.map((d, i) => `${i + 1}. ${d}`)].join('\n')]
}

export function invitationMail(lang: MailLang, name: string, m: MeetingInfo, link: string): Mail {
  const day = `${m.date} ${m.time}`
  if (lang === 'ar')
    return mail(
      'ar',
      `دعوة للتصويت على قرارات اجتماع مجلس الإدارة ${m.meetingId}`,
      [
        `السيد/السيدة ${name}،`,
        `ندعوكم للتصويت على قرارات اجتماع مجلس الإدارة ${m.meetingId} المنعقد في ${day}.`,
        ...decisionList('ar', m),
        ...(m.deadline ? [`يُغلق باب التصويت في ${formatDeadline(m.deadline, 'ar')}.`] : []),
        'هذا الرابط خاص بكم، فنرجو عدم مشاركته مع أحد.',
      ],
      { href: link, label: 'الانتقال إلى صفحة التصويت' },
    )
  return mail(
    'en',
    `Your vote on board meeting ${m.meetingId}`,
    [
      `Dear ${name},`,
      `You are invited to vote on the decisions of board meeting ${m.meetingId} held on ${day}.`,
      ...decisionList('en', m),
      ...(m.deadline ? [`Voting closes on ${formatDeadline(m.deadline, 'en')}.`] : []),
      'This link is yours alone; please do not share it.',
    ],
    { href: link, label: 'Open the vote' },
  )
}

export function reminderMail(lang: MailLang, name: string, m: MeetingInfo, link: string): Mail {
  const deadline = m.deadline ?? ''
  if (lang === 'ar')
    return mail(
      'ar',
      `تذكير: لم تُدلوا بصوتكم بعد في اجتماع ${m.meetingId}`,
      [
        `السيد/السيدة ${name}،`,
        `نذكّركم بأن التصويت على قرارات اجتماع مجلس الإدارة ${m.meetingId} يُغلق في ${formatDeadline(deadline, 'ar')}، ولم يصلنا صوتكم حتى الآن.`,
      ],
      { href: link, label: 'الانتقال إلى صفحة التصويت' },
    )
  return mail(
    'en',
    `Reminder: your vote on board meeting ${m.meetingId}`,
    [
      `Dear ${name},`,
      `Voting on the decisions of board meeting ${m.meetingId} closes on ${formatDeadline(deadline, 'en')}, and we have not received your vote yet.`,
    ],
    { href: link, label: 'Open the vote' },
  )
}

export type ResultLine = { name: string; accept: number; reject: number; outcome: Outcome }

export function resultsMail(
  lang: MailLang,
  name: string,
  m: MeetingInfo,
  lines: ResultLine[],
): Mail {
  if (lang === 'ar')
    return mail('ar', `نتائج التصويت على قرارات اجتماع ${m.meetingId}`, [
      `السيد/السيدة ${name}،`,
      `أُغلق باب التصويت على قرارات اجتماع مجلس الإدارة ${m.meetingId}، وجاءت النتائج كالتالي:`,
      lines
        .map(
          (l) => `- ${l.name}: ${outcomeText(lang, l)} (موافق ${l.accept}، غير موافق ${l.reject})`,
        )
        .join('\n'),
    ])
  return mail('en', `Results of board meeting ${m.meetingId}`, [
    `Dear ${name},`,
    `Voting on the decisions of board meeting ${m.meetingId} has closed. The results:`,
    lines
      .map((l) => `- ${l.name}: ${outcomeText(lang, l)} (${l.accept} accept, ${l.reject} reject)`)
      .join('\n'),
  ])
}
