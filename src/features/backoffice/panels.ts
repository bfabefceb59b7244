import type { Role } from '@/access/roles'

/**
 * The dashboard's panels and the role whose work each serves. A panel's
 * figures are computed only for staff holding its role (or admins), on the
 * server: a role never receives another role's figures.
 */
export const PANEL_ROLES = {
  gifts: 'treasurer',
  recentGifts: 'treasurer',
  pausedPlans: 'treasurer',
  expiredStaged: 'treasurer',
  volunteers: 'coordinator',
  messages: 'coordinator',
  cases: 'case-reviewer',
  meetings: 'board-secretary',
  articles: 'editor',
  outbox: 'admin',
} as const satisfies Record<string, Role>

export type PanelKey = keyof typeof PANEL_ROLES

/** Panels in the order the dashboard shows them. */
export const PANEL_ORDER = Object.keys(PANEL_ROLES) as PanelKey[]

/**
 * The panels of a staff member holding `roles`. Admins get all of them; the
 * outbox panel only while mail is kept in the outbox (no SMTP server set).
 */
export function panelsFor(
  roles: readonly Role[] | null | undefined,
  opts: { smtpConfigured: boolean },
): PanelKey[] {
  const granted = roles ?? []
  const isAdmin = granted.includes('admin')
  return PANEL_ORDER.filter((panel) => {
    if (panel === 'outbox') return isAdmin && !opts.smtpConfigured
    return isAdmin || granted.includes(PANEL_ROLES[panel])
  })
}
