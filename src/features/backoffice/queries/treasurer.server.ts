import 'server-only'
import { iso, num, type PanelContext } from '../db.server'
import { formatCents } from '../format'
import { allOf, anyOf, docUrl, listUrl } from '../links'
import type { PanelData } from '../types'

const REPEAT_WORDS: Record<string, string> = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  monthly: 'monthly',
}

/** Paid gifts (refunds left out) of today, this week and this month: count and net, one scan. */
export async function giftFigures({ query, periods }: PanelContext): Promise<PanelData['gifts']> {
  const [row] = await query<Record<string, string>>(
    `SELECT
       count(*) FILTER (WHERE paid_at >= $1) AS day_count,
       coalesce(sum(net) FILTER (WHERE paid_at >= $1), 0)::bigint AS day_cents,
       count(*) FILTER (WHERE paid_at >= $2) AS week_count,
       coalesce(sum(net) FILTER (WHERE paid_at >= $2), 0)::bigint AS week_cents,
       count(*) FILTER (WHERE paid_at >= $3) AS month_count,
       coalesce(sum(net) FILTER (WHERE paid_at >= $3), 0)::bigint AS month_cents
     FROM donations
     WHERE status = 'paid' AND paid_at >= least($2::timestamptz, $3::timestamptz)`,
    [periods.day, periods.week, periods.month],
  )
  const figure = (label: string, key: 'day' | 'week' | 'month') => ({
    label,
    count: num(row?.[`${key}_count`]),
    cents: num(row?.[`${key}_cents`]),
    href: listUrl('donations', {
      where: allOf(
        { status: { equals: 'paid' } },
        { paidAt: { greater_than_equal: periods[key] } },
      ),
      sort: '-paidAt',
    }),
  })
  return {
    figures: [figure('Today', 'day'), figure('This week', 'week'), figure('This month', 'month')],
  }
}

/** The last 10 gifts, refunded ones included (marked). */
export async function recentGifts({ query }: PanelContext): Promise<PanelData['recentGifts']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT id, donor_name, paid_at, total::bigint AS cents, status
     FROM donations
     ORDER BY paid_at DESC, id DESC
     LIMIT 10`,
  )
  return {
    total: rows.length,
    href: listUrl('donations', { sort: '-paidAt' }),
    items: rows.map((r) => ({
      id: num(r.id),
      title: String(r.donor_name),
      meta: `${formatCents(num(r.cents))}${r.status === 'refunded' ? ' · refunded' : ''}`,
      at: iso(r.paid_at),
      href: docUrl('donations', num(r.id)),
    })),
  }
}

/** Recurring plans the charging job paused after failed charges, the latest first. */
export async function pausedPlans({ query }: PanelContext): Promise<PanelData['pausedPlans']> {
  const rows = await query<Record<string, unknown>>(
    `SELECT id, donor_name, amount::bigint AS cents, repeat_type, last_error,
            updated_at, count(*) OVER () AS total
     FROM recurring_plans
     WHERE status = 'paused' AND failed_attempts > 0
     ORDER BY updated_at DESC, id DESC
     LIMIT 5`,
  )
  return {
    total: num(rows[0]?.total),
    href: listUrl('recurring-plans', {
      where: allOf({ status: { equals: 'paused' } }, { failedAttempts: { greater_than: 0 } }),
      sort: '-updatedAt',
    }),
    items: rows.map((r) => ({
      id: num(r.id),
      title: String(r.donor_name),
      meta: [
        `${formatCents(num(r.cents))} ${REPEAT_WORDS[String(r.repeat_type)] ?? ''}`.trim(),
        r.last_error ? String(r.last_error) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      at: iso(r.updated_at),
      href: docUrl('recurring-plans', num(r.id)),
    })),
  }
}

/**
 * Donations staged this week whose code was never entered: marked expired, or
 * still pending past their expiry (the mark is set only when someone tries the
 * code). Many of them at once is what card testing looks like.
 */
export async function expiredStaged({
  query,
  now,
  periods,
}: PanelContext): Promise<PanelData['expiredStaged']> {
  const [row] = await query<Record<string, string>>(
    `SELECT count(*) FILTER (WHERE created_at >= $1) AS day_count, count(*) AS week_count
     FROM staged_donations
     WHERE created_at >= $2
       AND (status = 'expired' OR (status = 'pending' AND expires_at < $3))`,
    [periods.day, periods.week, now],
  )
  const figure = (label: string, key: 'day' | 'week') => ({
    label,
    count: num(row?.[`${key}_count`]),
    href: listUrl('staged-donations', {
      where: anyOf(
        [{ createdAt: { greater_than_equal: periods[key] } }, { status: { equals: 'expired' } }],
        [
          { createdAt: { greater_than_equal: periods[key] } },
          { status: { equals: 'pending' } },
          { expiresAt: { less_than: now } },
        ],
      ),
      sort: '-createdAt',
    }),
  })
  return { figures: [figure('Today', 'day'), figure('This week', 'week')] }
}
