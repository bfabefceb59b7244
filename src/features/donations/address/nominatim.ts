import { MAX_SUGGESTIONS, type AddressProvider, type AddressSuggestion } from './types'

/** One result of Nominatim's /search?format=jsonv2&addressdetails=1. */
interface NominatimPlace {
  lat?: string
  lon?: string
  display_name?: string
  address?: Partial<
    Record<
      | 'house_number'
      | 'road'
      | 'city'
      | 'town'
      | 'village'
      | 'municipality'
      | 'hamlet'
      | 'suburb'
      | 'county'
      | 'state'
      | 'region'
      | 'country'
      | 'postcode',
      string
    >
  >
}

/** Nominatim's address details as a suggestion, or null when it lacks coordinates or a country. */
export function fromNominatim(place: NominatimPlace): AddressSuggestion | null {
  const latitude = Number(place.lat)
  const longitude = Number(place.lon)
  const a = place.address ?? {}
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !a.country) return null
  const label = place.display_name?.trim() || ''
  const road = a.road ? [a.house_number, a.road].filter(Boolean).join(' ') : ''
  return {
    label,
    street: road || label,
    latitude,
    longitude,
    country: a.country,
    state: a.state ?? a.region ?? '',
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet ?? a.suburb ?? a.county ?? '',
    zip_code: a.postcode ?? '',
  }
}

/**
 * A Nominatim-compatible geocoder (a charity's own Nominatim, or a hosted
 * service with the same API) at `baseUrl`; English names, so they match the
 * form's lists. Errors and slow answers (5 s) throw; the route logs them.
 */
export class NominatimAddressProvider implements AddressProvider {
  readonly name = 'nominatim'
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async suggest(query: string): Promise<AddressSuggestion[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`)
    url.search = new URLSearchParams({
      q: query.trim(),
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(MAX_SUGGESTIONS),
      'accept-language': 'en',
    }).toString()
    const res = await this.fetchImpl(url, {
      headers: { Accept: 'application/json', 'User-Agent': this.userAgent },
      signal: AbortSignal.timeout(5000),
    })
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`)
    const body: unknown = await res.json()
    if (!Array.isArray(body)) throw new Error('geocoder answer is not a list')
    return body.flatMap((p) => {
      const s = fromNominatim(p as NominatimPlace)
      return s ? [s] : []
    })
  }
}
