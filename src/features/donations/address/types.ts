/**
 * Address suggestions for the donation form's street field (spec 000
 * section 4): a provider turns what the donor typed into places with their
 * coordinates. The offline provider (default) searches the cities data; a
 * Nominatim-compatible geocoder is used when GEOCODER_URL is set.
 */
export interface AddressSuggestion {
  /** What the list shows. */
  label: string
  street: string
  latitude: number
  longitude: number
  /** English names, matched case-insensitively against the form's lists. */
  country: string
  state: string
  city: string
  /** '' when the provider does not know it. */
  zip_code: string
}

export interface AddressProvider {
  readonly name: string
  suggest(query: string): Promise<AddressSuggestion[]>
}

/** Suggestions only after more than 2 characters (spec 000 section 9). */
export const MIN_QUERY_LENGTH = 3
export const MAX_QUERY_LENGTH = 200
export const MAX_SUGGESTIONS = 8
