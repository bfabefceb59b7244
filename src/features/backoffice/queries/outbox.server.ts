import 'server-only'
import { iso, num, type PanelContext } from '../db.server'
import { docUrl, listUrl } from '../links'
import { dashboardTexts } from '../texts'
import type { PanelData } from '../types'

/** The latest mails kept in the outbox (no SMTP server set: nobody received them). */
export async function outboxMails({ query, lang }: PanelContext): Promise<PanelData['outbox']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT id, subject, "to", created_at, count(*) OVER () AS total
     FROM outbox
     ORDER BY created_at DESC, id DESC
     LIMIT 5`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('outbox', { sort: '-createdAt' }),
    items: rows.map((r) => ({
      id: num(r.id),
      title: String(r.subject),
      meta: dashboardTexts(lang).mailTo(String(r.to)),
      at: iso(r.created_at),
      href: docUrl('outbox', num(r.id)),
    })),
  }
}
