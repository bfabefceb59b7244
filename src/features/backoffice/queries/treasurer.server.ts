import 'server-only'
import { iso, num, type PanelContext } from '../db.server'
import { CURRENCIES, DEFAULT_CURRENCY, isCurrency, type Designation } from '@/lib/money/currency'
import { formatMoney } from '../format'
import { dashboardTexts, type DashboardTexts, type Lang } from '../texts'
import { allOf, anyOf, docUrl, listUrl } from '../links'
import type { Amount, DesignationFigure, PanelData } from '../types'

/** A row's amount in its own currency, written for the admin's language. */
const money = (r: Record<string, unknown>, lang: Lang) =>
  formatMoney(num(r.cents), isCurrency(r.currency) ? r.currency : DEFAULT_CURRENCY, lang)

type Period = 'day' | 'week' | 'month'
const PERIODS: [Period, keyof DashboardTexts & ('today' | 'thisWeek' | 'thisMonth')][] = [
  ['day', 'today'],
  ['week', 'thisWeek'],
  ['month', 'thisMonth'],
]

/** Amounts in the order of CURRENCIES, only those with records: never one sum of two currencies. */
const amountsOf = (rows: { currency: unknown; count: number; cents: number }[]): Amount[] =>
  CURRENCIES.flatMap((currency) =>
    rows
      .filter((r) => r.currency === currency && r.count > 0)
      .map((r) => ({ currency, cents: r.cents })),
  )

/**
 * Paid gifts (refunds left out) of today, this week and this month: count and net, one net per
 * currency (issue 44: EGP and USD are never summed), one scan grouped by currency. A gift
 * partly refunded stays paid: what was given back is taken off its net (never below nothing).
 */
export async function giftFigures(ctx: PanelContext): Promise<PanelData['gifts']> {
  const { query, periods } = ctx
  const t = dashboardTexts(ctx.lang)
  const rows = await query<Record<string, string>>(
    `WITH kept AS (
       SELECT currency, paid_at, greatest(net - coalesce(refunded, 0), 0) AS net
       FROM donations
       WHERE status = 'paid' AND paid_at >= least($2::timestamptz, $3::timestamptz)
     )
     SELECT currency::text AS currency,
       count(*) FILTER (WHERE paid_at >= $1) AS day_count,
       coalesce(sum(net) FILTER (WHERE paid_at >= $1), 0)::bigint AS day_cents,
       count(*) FILTER (WHERE paid_at >= $2) AS week_count,
       coalesce(sum(net) FILTER (WHERE paid_at >= $2), 0)::bigint AS week_cents,
       count(*) FILTER (WHERE paid_at >= $3) AS month_count,
       coalesce(sum(net) FILTER (WHERE paid_at >= $3), 0)::bigint AS month_cents
     FROM kept
     GROUP BY currency`,
    [periods.day, periods.week, periods.month],
  )
  const figure = ([key, label]: (typeof PERIODS)[number]) => {
    const of = rows.map((r) => ({
      currency: r.currency,
      count: num(r[`${key}_count`]),
      cents: num(r[`${key}_cents`]),
    }))
    return {
      label: t[label],
      count: of.reduce((n, r) => n + r.count, 0),
      amounts: amountsOf(of),
      href: listUrl('donations', {
        where: allOf(
          { status: { equals: 'paid' } },
          { paidAt: { greater_than_equal: periods[key] } },
        ),
        sort: '-paidAt',
      }),
    }
  }
  return { figures: PERIODS.map(figure), byDesignation: await designationFigures(ctx) }
}

/**
 * This month's paid gifts per designation (issue 44 item 4): the amounts donors designated on
 * their lines, one per currency, and how many gifts carried such a line.
 */
async function designationFigures({
  query,
  periods,
  lang,
}: PanelContext): Promise<DesignationFigure[]> {
  const rows = await query<Record<string, string>>(
    `SELECT l.designation::text AS designation, d.currency::text AS currency,
            count(DISTINCT d.id) AS count, coalesce(sum(l.amount), 0)::bigint AS cents
     FROM donations d JOIN donations_lines l ON l._parent_id = d.id
     WHERE d.status = 'paid' AND d.paid_at >= $1
     GROUP BY 1, 2`,
    [periods.month],
  )
  return (['zakat', 'sadaqah', 'general'] as const satisfies Designation[]).map((designation) => {
    const of = rows
      .filter((r) => r.designation === designation)
      .map((r) => ({ currency: r.currency, count: num(r.count), cents: num(r.cents) }))
    return {
      designation,
      label: dashboardTexts(lang).designations[designation],
      // A gift with lines in two currencies does not exist: one currency per gift.
      count: of.reduce((n, r) => n + r.count, 0),
      amounts: amountsOf(of),
      href: listUrl('donations', {
        where: allOf(
          { status: { equals: 'paid' } },
          { paidAt: { greater_than_equal: periods.month } },
          { 'lines.designation': { equals: designation } },
        ),
        sort: '-paidAt',
      }),
    }
  })
}

/** The last 10 gifts, refunded ones included (marked). */
export async function recentGifts({
  query,
  lang,
}: PanelContext): Promise<PanelData['recentGifts']> {
  const t = dashboardTexts(lang)
  const rows = await query<Record<string, unknown>>(
    `SELECT id, donor_name, paid_at, total::bigint AS cents, currency::text AS currency, status
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
      meta: `${money(r, lang)}${r.status === 'refunded' ? ` · ${t.refunded}` : ''}`,
      at: iso(r.paid_at),
      href: docUrl('donations', num(r.id)),
    })),
  }
}

/** Recurring plans the charging job paused after failed charges, the latest first. */
export async function pausedPlans({
  query,
  lang,
}: PanelContext): Promise<PanelData['pausedPlans']> {
  const repeats = dashboardTexts(lang).repeats
  const rows = await query<Record<string, unknown>>(
    `SELECT id, donor_name, amount::bigint AS cents, currency::text AS currency, repeat_type, last_error,
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
        `${money(r, lang)} ${repeats[String(r.repeat_type)] ?? ''}`.trim(),
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
  lang,
}: PanelContext): Promise<PanelData['expiredStaged']> {
  const t = dashboardTexts(lang)
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
  return { figures: [figure(t.today, 'day'), figure(t.thisWeek, 'week')] }
}
