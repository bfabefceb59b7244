import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import { MAX_SUGGESTIONS, type AddressProvider, type AddressSuggestion } from './types'

interface Split {
  head: string
  prefix: string
}

/**
 * Where the city name may be in what was typed: after the last comma
 * ("12 Nile Corniche, Cair"), the whole text ("Alexan"), or its last word
 * ("12 Tahrir Square Cairo").
 */
export function splitQuery(query: string): Split[] {
  const q = query.trim().replace(/\s+/g, ' ')
  const comma = q.lastIndexOf(',')
  if (comma >= 0) {
    return [
      {
        head: q
          .slice(0, comma)
          .replace(/[\s,]+$/, '')
          .trim(),
        prefix: q.slice(comma + 1).trim(),
      },
    ]
  }
  const splits: Split[] = [{ head: '', prefix: q }]
  const space = q.lastIndexOf(' ')
  if (space > 0) splits.push({ head: q.slice(0, space), prefix: q.slice(space + 1) })
  return splits
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The default provider: works offline from the cities table (the
 * country-state-city data), matching a city name prefix and answering the
 * city's coordinates with its state and country. The street is the typed
 * address followed by the place.
 */
export class OfflineAddressProvider implements AddressProvider {
  readonly name = 'offline'
  constructor(private readonly payload: Payload) {}

  async suggest(query: string): Promise<AddressSuggestion[]> {
    for (const { head, prefix } of splitQuery(query)) {
      if (prefix.length < 3) continue
      const { rows } = await poolOf(this.payload).query<{
        city: string
        state: string
        country: string
        latitude: string
        longitude: string
      }>(
        `SELECT c.name_en AS city, s.name_en AS state, co.name_en AS country, c.latitude, c.longitude
         FROM cities c JOIN states s ON s.id = c.state_id JOIN countries co ON co.id = s.country_id
         WHERE lower(c.name_en) LIKE $1 ESCAPE '\\' AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
         ORDER BY (lower(c.name_en) = $2) DESC, length(c.name_en), c.name_en, co.name_en
         LIMIT $3`,
        [`${escapeLike(prefix.toLowerCase())}%`, prefix.toLowerCase(), MAX_SUGGESTIONS],
      )
      if (rows.length === 0) continue
      return rows.map((r) => {
        const place = `${r.city}, ${r.state}, ${r.country}`
        const label = head ? `${head}, ${place}` : place
        return {
          label,
          street: label,
          latitude: Number(r.latitude),
          longitude: Number(r.longitude),
          country: r.country,
          state: r.state,
          city: r.city,
          zip_code: '',
        }
      })
    }
    return []
  }
}
