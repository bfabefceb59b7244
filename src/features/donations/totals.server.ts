import 'server-only'
import type { Payload } from 'payload'
import { payloadClient } from '@/lib/payload.server'
import { poolOf } from './db.server'

/**
 * Money raised per purpose: the sum of the lines of paid donations (refunded
 * ones excluded), in dollars, keyed by purpose id. For the progress shown on
 * purpose and activity pages.
 */
export async function paidTotalsByPurpose(payload?: Payload): Promise<Map<number, number>> {
  const p = payload ?? (await payloadClient())
  const { rows } = await poolOf(p).query<{ purpose: number; cents: string }>(
    `SELECT l.purpose_id AS purpose, sum(l.amount)::bigint::text AS cents
     FROM donations_lines l JOIN donations d ON d.id = l._parent_id
     WHERE d.status = 'paid'
     GROUP BY l.purpose_id`,
  )
  return new Map(rows.map((r) => [Number(r.purpose), Number(r.cents) / 100]))
}
