import 'server-only'
import { CASE_STATUSES } from '@/features/cases/statuses'
import { iso, num, type PanelContext } from '../db.server'
import { allOf, docUrl, listUrl } from '../links'
import { dashboardTexts } from '../texts'
import type { PanelData } from '../types'

const byStatusUrl = (status: string) =>
  listUrl('case-requests', { where: allOf({ status: { equals: status } }), sort: 'createdAt' })

/** How many requests are in each status (one grouped count), every status shown. */
async function countsByStatus({ query, lang }: PanelContext) {
  const rows = await query<{ status: string; count: string }>(
    `SELECT status, count(*) AS count FROM case_requests GROUP BY status`,
  )
  const counts = new Map(rows.map((r) => [r.status, num(r.count)]))
  const labels = dashboardTexts(lang).caseStatuses
  return CASE_STATUSES.map(({ label, value }) => ({
    label: labels[value] ?? label,
    count: counts.get(value) ?? 0,
    href: byStatusUrl(value),
  }))
}

/** New requests, the oldest first, with their governorate. */
async function oldestNew({ query }: PanelContext) {
  const rows = await query<Record<string, unknown>>(
    `SELECT c.id, c.fullname, c.created_at, coalesce(g.name_en, c.governorate_text) AS governorate,
            count(*) OVER () AS total
     FROM case_requests c LEFT JOIN governorates g ON g.id = c.governorate_id
     WHERE c.status = 'new'
     ORDER BY c.created_at ASC, c.id ASC
     LIMIT 5`,
  )
  return {
    total: num(rows[0]?.total),
    href: byStatusUrl('new'),
    items: rows.map((r) => ({
      id: num(r.id),
      title: String(r.fullname),
      meta: r.governorate ? String(r.governorate) : undefined,
      at: iso(r.created_at),
      href: docUrl('case-requests', num(r.id)),
    })),
  }
}

export async function caseQueue(ctx: PanelContext): Promise<PanelData['cases']> {
  const [byStatus, oldest] = await Promise.all([countsByStatus(ctx), oldestNew(ctx)])
  return { byStatus, oldestNew: oldest }
}
