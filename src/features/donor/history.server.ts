import 'server-only'
import type { Payload } from 'payload'
import { charityTimeZone } from '@/lib/clock'
import { poolOf } from '@/lib/db/pool.server'
import { storedCents } from '@/features/donations/fees'
import type { Currency, Designation } from '@/lib/money/currency'

/**
 * A donor's history (issue 20): every donation recorded under the address (a form's gift or a
 * recurring charge; paid or refunded) and every charge attempt that failed (a declined
 * confirmation or recurring charge), newest first. Amounts in cents.
 */
export type HistoryStatus = 'paid' | 'failed' | 'refunded'

export interface HistoryEntry {
  /** `d<id>` for a donation (its receipt), `c<id>` for a failed charge (no receipt). */
  key: string
  donationId: number | null
  at: string
  kind: 'one-time' | 'recurring'
  status: HistoryStatus
  lines: {
    purpose: string
    purposeAr: string | null
    amountCents: number
    designation: Designation
  }[]
  /** Of every amount of the entry (decision 0113). */
  currency: Currency
  amountCents: number
  feeCents: number
  netCents: number
  brand: string
  last4: string
}

export const HISTORY_PAGE_SIZE = 20

const ENTRIES = `
  SELECT 'd' || d.id AS key, d.id AS donation_id, d.paid_at AS at, d.kind::text AS kind,
         d.status::text AS status, d.total AS amount, d.fee, d.net, d.card_brand AS brand,
         d.card_last4 AS last4, d.currency::text AS currency,
         (SELECT json_agg(json_build_object('purpose', (SELECT pl.name FROM purposes_locales pl
                        WHERE pl._parent_id = p.id AND pl._locale = 'en'), 'purposeAr', p.name_ar,
                                            'amount', l.amount, 'designation', l.designation)
                          ORDER BY l._order)
            FROM donations_lines l JOIN purposes p ON p.id = l.purpose_id
           WHERE l._parent_id = d.id) AS lines
    FROM donations d WHERE lower(d.email) = $1
  UNION ALL
  SELECT 'c' || c.id, NULL, c.created_at, c.kind::text, 'failed', c.amount, 0, 0,
         COALESCE(rp.card_brand, sd.card_brand), COALESCE(rp.card_last4, sd.card_last4),
         c.currency::text,
         CASE WHEN rp.id IS NOT NULL THEN
           (SELECT json_build_array(json_build_object('purpose', (SELECT pl.name FROM purposes_locales pl
                        WHERE pl._parent_id = p.id AND pl._locale = 'en'), 'purposeAr', p.name_ar,
                                                      'amount', c.amount,
                                                      'designation', rp.designation))
              FROM purposes p WHERE p.id = rp.purpose_id)
         ELSE
           (SELECT json_agg(json_build_object('purpose', (SELECT pl.name FROM purposes_locales pl
                        WHERE pl._parent_id = p.id AND pl._locale = 'en'), 'purposeAr', p.name_ar,
                                              'amount', l.amount, 'designation', l.designation)
                            ORDER BY l._order)
              FROM staged_donations_lines l JOIN purposes p ON p.id = l.purpose_id
             WHERE l._parent_id = sd.id)
         END
    FROM charges c
    LEFT JOIN recurring_plans rp ON rp.id = c.plan_id
    LEFT JOIN staged_donations sd ON sd.id = c.staged_donation_id
   WHERE c.status <> 'succeeded' AND lower(COALESCE(rp.email, sd.email)) = $1`

interface Row {
  key: string
  donation_id: number | null
  at: Date
  kind: 'one-time' | 'recurring'
  status: HistoryStatus
  amount: string
  fee: string
  net: string
  brand: string | null
  last4: string | null
  currency: Currency
  lines:
    | {
        purpose: string
        purposeAr: string | null
        amount: number
        designation: Designation | null
      }[]
    | null
}

const entryOf = (r: Row): HistoryEntry => ({
  key: r.key,
  donationId: r.donation_id === null ? null : Number(r.donation_id),
  at: r.at.toISOString(),
  kind: r.kind,
  status: r.status,
  lines: (r.lines ?? []).map((l) => ({
    purpose: l.purpose,
    purposeAr: l.purposeAr,
    amountCents: storedCents(l.amount),
    designation: l.designation ?? 'general',
  })),
  currency: r.currency,
  amountCents: storedCents(r.amount),
  feeCents: storedCents(r.fee),
  netCents: storedCents(r.net),
  brand: r.brand ?? '',
  last4: r.last4 ?? '',
})

export async function donorHistory(
  payload: Payload,
  email: string,
  page = 1,
): Promise<{ entries: HistoryEntry[]; page: number; pages: number; total: number }> {
  const pool = poolOf(payload)
  const who = email.toLowerCase()
  const { rows: count } = await pool.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM (${ENTRIES}) h`,
    [who],
  )
  const total = Number(count[0]?.n ?? 0)
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  const at = Math.min(Math.max(1, page), pages)
  const { rows } = await pool.query<Row>(
    `SELECT * FROM (${ENTRIES}) h ORDER BY at DESC, key DESC LIMIT $2 OFFSET $3`,
    [who, HISTORY_PAGE_SIZE, (at - 1) * HISTORY_PAGE_SIZE],
  )
  return { entries: rows.map(entryOf), page: at, pages, total }
}

/**
 * The calendar years (the charity's time zone, as the statements count them) in which the donor
 * has a paid or refunded donation, newest first.
 */
export async function donorYears(payload: Payload, email: string): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ y: number }>(
    `SELECT DISTINCT extract(year FROM paid_at AT TIME ZONE $2)::int AS y
       FROM donations WHERE lower(email) = $1 ORDER BY y DESC`,
    [email.toLowerCase(), charityTimeZone()],
  )
  return rows.map((r) => Number(r.y))
}
