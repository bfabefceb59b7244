import 'server-only'
import type { Payload } from 'payload'
import { parseId } from '@/lib/ids'
import { poolOf } from '../db.server'
import type { PlaceContext } from '../schema'

/**
 * The chosen country of a staging payload, read before its schema (decision 0134): its ISO code
 * is the phone's default country and says whether a postal code is required, as in the browser,
 * which reads it from the countries list. A country that is no id or no record gives none (the
 * schema or the reference check then says so).
 */
export async function placeOf(payload: Payload, body: unknown): Promise<PlaceContext> {
  const raw = (body as { country?: unknown } | null)?.country
  const id = parseId(typeof raw === 'string' ? raw.trim() : raw)
  if (id === null) return {}
  const { rows } = await poolOf(payload).query<{ iso_code: string }>(
    'SELECT iso_code FROM countries WHERE id = $1',
    [id],
  )
  return { countryIso: rows[0]?.iso_code }
}
