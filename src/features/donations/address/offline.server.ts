import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import type { EgyptPlace } from './egypt-match'
import { egyptSuggestions, type EgyptListCity } from './egypt-suggest'
import { isArabic, plainName } from '@/lib/geo/place-text'
import { MAX_SUGGESTIONS, type AddressProvider, type AddressSuggestion } from './types'

interface Split {
  head: string
  prefix: string
}

/**
 * Where a city name of the world list may be in what was typed: after the last comma
 * ("12 Nile Corniche, Cair") or the whole text ("Alexan"). Not the last word alone: "12 Tahrir
 * Street" named the town of Street in Somerset that way (issue 42).
 */
export function splitQuery(query: string): Split[] {
  const q = query.trim().replace(/\s+/g, ' ')
  const comma = q.lastIndexOf(',')
  if (comma < 0) return [{ head: '', prefix: q }]
  const head = q
    .slice(0, comma)
    .replace(/[\s,]+$/, '')
    .trim()
  return [{ head, prefix: q.slice(comma + 1).trim() }]
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

interface WorldRow {
  city: string
  state: string
  country: string
  latitude: string
  longitude: string
}

/** Where the offline provider reads its places (the database; a test passes its own). */
export interface OfflineSources {
  egypt(): Promise<{ places: EgyptPlace[]; cities: EgyptListCity[] }>
  world(prefix: string): Promise<WorldRow[]>
}

/**
 * Egypt first: the governorates and cities named in the text (Arabic or English), and then
 * nothing else, so a text naming an Egyptian place never gets a foreign one. Only when no
 * Egyptian place is named, the world list (English names) by city-name prefix.
 */
export async function offlineSuggest(
  query: string,
  sources: OfflineSources,
): Promise<AddressSuggestion[]> {
  const { places, cities } = await sources.egypt()
  const egypt = egyptSuggestions(query, places, cities)
  if (egypt.length > 0 || isArabic(query)) return egypt
  for (const { head, prefix } of splitQuery(query)) {
    if (prefix.length < 3) continue
    const rows = await sources.world(prefix)
    if (rows.length === 0) continue
    return rows.map((r) => {
      const place = [r.city, r.state, r.country].map(plainName).join(', ')
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

/** The Egyptian places change rarely (staff edit them): read again after 10 minutes. */
const EGYPT_TTL_MS = 10 * 60 * 1000
let egyptCache: { at: number; data: Promise<Awaited<ReturnType<OfflineSources['egypt']>>> } | null =
  null

async function loadEgypt(payload: Payload) {
  const [govs, towns, listed] = await Promise.all([
    payload.find({ collection: 'governorates', limit: 0, pagination: false, depth: 0 }),
    payload.find({ collection: 'egypt-cities', limit: 0, pagination: false, depth: 0 }),
    poolOf(payload).query<{ state: string; city: string; latitude: string; longitude: string }>(
      `SELECT s.name_en AS state, c.name_en AS city, c.latitude, c.longitude
       FROM cities c JOIN states s ON s.id = c.state_id JOIN countries co ON co.id = s.country_id
       WHERE co.iso_code = 'EG' AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
       ORDER BY s.name_en, c.name_en`,
    ),
  ])
  const govById = new Map(govs.docs.map((g) => [g.id, { nameAr: g.name, nameEn: g.nameEn }]))
  const places: EgyptPlace[] = [
    ...govs.docs.map((g) => ({
      kind: 'governorate' as const,
      nameAr: g.name,
      nameEn: g.nameEn,
      governorate: govById.get(g.id)!,
    })),
    ...towns.docs.flatMap((c) => {
      const gov = govById.get(typeof c.governorate === 'number' ? c.governorate : c.governorate.id)
      return gov
        ? [{ kind: 'city' as const, nameAr: c.name, nameEn: c.nameEn, governorate: gov }]
        : []
    }),
  ]
  const cities = listed.rows.map((r) => ({
    ...r,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }))
  return { places, cities }
}

/**
 * The default provider: works offline from the Egyptian governorates and cities (both
 * languages) and the cities table (the country-state-city data), answering a city's
 * coordinates with its state and country. The street is the typed address followed by the place.
 */
export class OfflineAddressProvider implements AddressProvider {
  readonly name = 'offline'
  constructor(private readonly payload: Payload) {}

  private readonly sources: OfflineSources = {
    egypt: () => {
      if (!egyptCache || Date.now() - egyptCache.at > EGYPT_TTL_MS) {
        const data = loadEgypt(this.payload)
        egyptCache = { at: Date.now(), data }
        data.catch(() => (egyptCache = null))
      }
      return egyptCache.data
    },
    world: async (prefix) => {
      const { rows } = await poolOf(this.payload).query<WorldRow>(
        `SELECT c.name_en AS city, s.name_en AS state, co.name_en AS country, c.latitude, c.longitude
         FROM cities c JOIN states s ON s.id = c.state_id JOIN countries co ON co.id = s.country_id
         WHERE lower(c.name_en) LIKE $1 ESCAPE '\\' AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
         ORDER BY (lower(c.name_en) = $2) DESC, length(c.name_en), c.name_en, co.name_en
         LIMIT $3`,
        [`${escapeLike(prefix.toLowerCase())}%`, prefix.toLowerCase(), MAX_SUGGESTIONS],
      )
      return rows
    },
  }

  suggest(query: string): Promise<AddressSuggestion[]> {
    return offlineSuggest(query, this.sources)
  }
}
