import 'server-only'
import type { Payload } from 'payload'
import type { BothNames } from './arabic-names'
import { EGYPT_LIST_CITIES_AR } from './egypt-list-cities'

/**
 * The project's names of Egypt's governorates and cities in both languages, read with the
 * caller's Payload client (the lists' API and the Arabic receipts use them).
 */
export type PlaceCollection = 'states' | 'cities'

/** The Egyptian governorates (states) or their cities, in both languages. */
export async function egyptNames(payload: Payload, of: PlaceCollection): Promise<BothNames[]> {
  const collection = of === 'states' ? 'governorates' : 'egypt-cities'
  const { docs } = await payload.find({ collection, limit: 0, pagination: false, depth: 0 })
  const names = docs.map((d) => ({ nameAr: d.name, nameEn: d.nameEn }))
  // A governorate's city of its own name (its capital: Cairo, Alexandria …) has its Arabic name;
  // the lists' other cities have theirs from EGYPT_LIST_CITIES_AR (one source, after these).
  if (of !== 'cities') return names
  return [...names, ...(await egyptNames(payload, 'states')), ...EGYPT_LIST_CITIES_AR]
}

/** The project's Arabic names of Egypt's governorates and cities (receipts in Arabic). */
export async function egyptPlaceNames(
  payload: Payload,
): Promise<Record<PlaceCollection, BothNames[]>> {
  const [states, cities] = await Promise.all([
    egyptNames(payload, 'states'),
    egyptNames(payload, 'cities'),
  ])
  return { states, cities }
}
