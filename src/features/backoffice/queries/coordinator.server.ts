import 'server-only'
import { iso, num, type PanelContext } from '../db.server'
import { allOf, docUrl, listUrl } from '../links'
import { dashboardTexts } from '../texts'
import type { PanelData } from '../types'

/** Contact messages not answered yet: new, or read but not answered. */
export const UNHANDLED_MESSAGE_STATUSES = ['new', 'read'] as const

/** New volunteer sign-ups, the oldest first (they have waited longest). */
export async function newVolunteers({ query }: PanelContext): Promise<PanelData['volunteers']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT id, fullname_en, email, created_at, count(*) OVER () AS total
     FROM volunteer_applications
     WHERE status = 'new'
     ORDER BY created_at ASC, id ASC
     LIMIT 5`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('volunteer-applications', {
      where: allOf({ status: { equals: 'new' } }),
      sort: 'createdAt',
    }),
    items: rows.map((r) => ({
      id: num(r.id),
      title: String(r.fullname_en),
      meta: String(r.email),
      at: iso(r.created_at),
      href: docUrl('volunteer-applications', num(r.id)),
    })),
  }
}

/** Contact messages not answered yet, the oldest first. */
export async function unhandledMessages({
  query,
  lang,
}: PanelContext): Promise<PanelData['messages']> {
  const t = dashboardTexts(lang)
  const rows = await query<Record<string, unknown>>(
    `SELECT id, subject, fullname, status, created_at, count(*) OVER () AS total
     FROM contact_messages
     WHERE status = ANY($1)
     ORDER BY created_at ASC, id ASC
     LIMIT 5`,
    [UNHANDLED_MESSAGE_STATUSES],
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('contact-messages', {
      where: allOf({ status: { in: [...UNHANDLED_MESSAGE_STATUSES] } }),
      sort: 'createdAt',
    }),
    items: rows.map((r) => ({
      id: num(r.id),
      title: String(r.subject),
      meta: `${String(r.fullname)}${r.status === 'read' ? ` · ${t.readNotAnswered}` : ''}`,
      at: iso(r.created_at),
      href: docUrl('contact-messages', num(r.id)),
    })),
  }
}
