import 'server-only'
import { iso, num, type PanelContext } from '../db.server'
import { allOf, docUrl, listUrl } from '../links'
import { intlLocale } from '@/i18n/format'
import { dashboardTexts, type Lang } from '../texts'
import type { PanelData } from '../types'
import { quorumNeeded, turnoutText, type QuorumType } from '@/features/voting/quorum'

// A date field keeps the chosen day at midnight UTC: read it in UTC, whatever the office's zone.
// "11 Mar 2026" / «11 مارس 2026» (Arabic month names, Western digits: decision 0039).
const days = Object.fromEntries(
  (['en', 'ar'] as const).map((lang) => [
    lang,
    new Intl.DateTimeFormat(lang === 'ar' ? intlLocale('ar') : 'en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>
const meetingDay = (value: unknown, lang: Lang) =>
  value ? days[lang].format(new Date(iso(value)!)) : ''

const turnout = (r: Record<string, unknown>, lang: Lang) => {
  const invited = num(r.invited)
  const needed = quorumNeeded(r.quorum_type as QuorumType | null, Number(r.quorum ?? 1), invited)
  return turnoutText(lang, { voted: num(r.voted), invited, needed })
}

/**
 * Meetings open for voting, the earliest first, each with its votes against
 * quorum: "2 of 3 voted; quorum 2 reached" (a member's replaced votes not
 * counted twice; issue 46).
 */
export async function openMeetings({ query, lang }: PanelContext): Promise<PanelData['meetings']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT m.id, m.meeting_id, m.date, m.time, m.quorum_type, m.quorum,
            (SELECT count(*) FROM meetings_rels r
              WHERE r.parent_id = m.id AND r.path = 'invitees') AS invited,
            (SELECT count(DISTINCT v.member_id) FROM votes v
              WHERE v.meeting_id = m.id AND NOT coalesce(v.superseded, false)) AS voted,
            count(*) OVER () AS total
     FROM meetings m
     WHERE m.status = 'open'
     ORDER BY m.date ASC, m.id ASC
     LIMIT 10`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('meetings', { where: allOf({ status: { equals: 'open' } }), sort: 'date' }),
    items: rows.map((r) => ({
      id: num(r.id),
      title: dashboardTexts(lang).meeting(String(r.meeting_id)),
      meta: `${meetingDay(r.date, lang)} ${String(r.time ?? '')} · ${turnout(r, lang)}`,
      href: docUrl('meetings', num(r.id)),
    })),
  }
}
