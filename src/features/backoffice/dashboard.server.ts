import 'server-only'
import type { Payload } from 'payload'
import type { Role } from '@/access/roles'
import { env } from '@/lib/env'
import { queryOf, type PanelContext } from './db.server'
import { panelsFor, type PanelKey } from './panels'
import { periodStarts } from './periods'
import { articleQueue } from './queries/articles.server'
import { caseQueue } from './queries/cases.server'
import { newVolunteers, unhandledMessages } from './queries/coordinator.server'
import { openMeetings } from './queries/meetings.server'
import { outboxMails } from './queries/outbox.server'
import { expiredStaged, giftFigures, pausedPlans, recentGifts } from './queries/treasurer.server'
import type { Lang } from './texts'
import type { DashboardData, PanelData } from './types'

const LOADERS: { [K in PanelKey]: (ctx: PanelContext) => Promise<PanelData[K]> } = {
  gifts: giftFigures,
  recentGifts,
  pausedPlans,
  expiredStaged,
  volunteers: newVolunteers,
  messages: unhandledMessages,
  cases: caseQueue,
  meetings: openMeetings,
  articles: articleQueue,
  outbox: outboxMails,
}

export type StaffMember = { name?: string | null; email?: string | null; roles?: Role[] | null }

/**
 * The dashboard of one staff member: only the panels of their roles are
 * computed (the others' queries never run), all at once, for one `now`, their words
 * in `opts.lang` (the admin's language; English unless told).
 */
export async function loadDashboard(
  payload: Payload,
  user: StaffMember,
  now = new Date(),
  opts: { smtpConfigured?: boolean; lang?: Lang } = {},
): Promise<DashboardData> {
  const smtpConfigured = opts.smtpConfigured ?? Boolean(env().SMTP_HOST)
  const keys = panelsFor(user.roles, { smtpConfigured })
  const ctx: PanelContext = {
    query: queryOf(payload),
    now,
    periods: periodStarts(now),
    lang: opts.lang ?? 'en',
  }
  const loaded = await Promise.all(keys.map(async (key) => [key, await LOADERS[key](ctx)]))
  return {
    name: user.name || user.email || 'colleague',
    generatedAt: now.toISOString(),
    panels: Object.fromEntries(loaded) as DashboardData['panels'],
  }
}
