import { matchEgyptPlaces, type EgyptPlace, type PlaceMatch } from './egypt-match'
import { fold, isArabic, plainName } from '@/lib/geo/place-text'
import { MAX_SUGGESTIONS, type AddressSuggestion } from './types'

/** A city of Egypt in the form's lists (the country-state-city data), with its coordinates. */
export interface EgyptListCity {
  state: string
  city: string
  latitude: number
  longitude: number
}

/**
 * The city of the form's lists a matched place stands for, whose coordinates the suggestion
 * carries: the city of that name in the governorate's state, else the governorate's city of
 * its own name (its capital: Cairo, Alexandria …), else the state's first city. Districts the
 * lists do not have (Maadi, Nasr City) are thus placed at their governorate's city.
 */
function listCityOf(place: EgyptPlace, cities: EgyptListCity[]): EgyptListCity | undefined {
  const gov = fold(place.governorate.nameEn)
  const inState = cities.filter((c) => fold(c.state) === gov)
  const named = (name: string) => inState.find((c) => fold(plainName(c.city)) === fold(name))
  return (
    (place.kind === 'city' ? named(place.nameEn) : undefined) ??
    named(place.governorate.nameEn) ??
    inState[0]
  )
}

/** What the list shows, in the language typed: the street, the place, its governorate, Egypt. */
function labelOf(match: PlaceMatch, city: EgyptListCity, arabic: boolean): string {
  const { place, head } = match
  if (arabic) {
    const parts = [head, place.kind === 'city' ? place.nameAr : '', place.governorate.nameAr, 'مصر']
    return parts.filter(Boolean).join('، ')
  }
  const cityName = place.kind === 'city' ? place.nameEn : plainName(city.city)
  return [head, cityName, plainName(city.state), 'Egypt'].filter(Boolean).join(', ')
}

/**
 * Suggestions for the Egyptian places named in `query`, best first (see matchEgyptPlaces).
 * Country, state and city are the English names of the form's lists, so choosing one selects
 * them; a place whose governorate the lists lack is left out (it would have no coordinates).
 */
export function egyptSuggestions(
  query: string,
  places: EgyptPlace[],
  cities: EgyptListCity[],
): AddressSuggestion[] {
  const arabic = isArabic(query)
  const seen = new Set<string>()
  return matchEgyptPlaces(query, places)
    .flatMap((match) => {
      const city = listCityOf(match.place, cities)
      if (!city) return []
      const label = labelOf(match, city, arabic)
      if (seen.has(label)) return []
      seen.add(label)
      return [
        {
          label,
          street: label,
          latitude: city.latitude,
          longitude: city.longitude,
          country: 'Egypt',
          state: city.state,
          city: city.city,
          zip_code: '',
        },
      ]
    })
    .slice(0, MAX_SUGGESTIONS)
}
