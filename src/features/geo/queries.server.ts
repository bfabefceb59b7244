import 'server-only'
import type { Payload } from 'payload'
import { payloadClient } from '@/lib/payload.server'
import { arabicNameOf, type BothNames } from './arabic-names'
import { EGYPT_LIST_CITIES_AR } from './egypt-list-cities'

/**
 * A country, state or city as the donation API lists it (spec 000 section 3), plus, added by
 * decision 0089: a country's ISO code (the form names it in the page's language with
 * `Intl.DisplayNames`) and, for an Egyptian state or city, its Arabic name when the project's
 * governorates and cities have it.
 */
export interface PlaceItem {
  id: number
  name_en: string
  iso_code?: string
  name_ar?: string
}

type PlaceCollection = 'states' | 'cities'

/** Places of `collection` under one parent, sorted by English name. */
async function listPlaces(
  payload: Payload,
  collection: PlaceCollection,
  under: { field: 'country' | 'state'; id: number },
): Promise<PlaceItem[]> {
  const { docs } = await payload.find({
    collection,
    where: { [under.field]: { equals: under.id } },
    select: { nameEn: true },
    sort: 'nameEn',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map((d) => ({ id: d.id, name_en: d.nameEn }))
}

/** The Egyptian governorates (states) or their cities, in both languages. */
async function egyptNames(payload: Payload, of: PlaceCollection): Promise<BothNames[]> {
  const collection = of === 'states' ? 'governorates' : 'egypt-cities'
  const { docs } = await payload.find({ collection, limit: 0, pagination: false, depth: 0 })
  const names = docs.map((d) => ({ nameAr: d.name, nameEn: d.nameEn }))
  // A governorate's city of its own name (its capital: Cairo, Alexandria …) has its Arabic name;
  // the lists' other cities have theirs from EGYPT_LIST_CITIES_AR (one source, after these).
  if (of !== 'cities') return names
  return [...names, ...(await egyptNames(payload, 'states')), ...EGYPT_LIST_CITIES_AR]
}

/** Adds the Arabic names of Egyptian places; other countries' places have none in the project. */
async function withArabic(
  payload: Payload,
  list: PlaceItem[],
  of: PlaceCollection,
  isEgypt: boolean,
): Promise<PlaceItem[]> {
  if (!isEgypt) return list
  const known = await egyptNames(payload, of)
  return list.map((p) => {
    const nameAr = arabicNameOf(p.name_en, known)
    return nameAr ? { ...p, name_ar: nameAr } : p
  })
}

export async function listCountries(): Promise<PlaceItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'countries',
    select: { nameEn: true, isoCode: true },
    sort: 'nameEn',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map((d) => ({ id: d.id, name_en: d.nameEn, iso_code: d.isoCode }))
}

/** The states of a country, or null when it does not exist (the API answers 404). */
export async function listStates(countryId: number): Promise<PlaceItem[] | null> {
  const payload = await payloadClient()
  const country = await payload
    .findByID({ collection: 'countries', id: countryId, depth: 0, select: { isoCode: true } })
    .catch(() => null)
  if (!country) return null
  const list = await listPlaces(payload, 'states', { field: 'country', id: countryId })
  return withArabic(payload, list, 'states', country.isoCode === 'EG')
}

/** The cities of a state, or null when it does not exist (the API answers 404). */
export async function listCities(stateId: number): Promise<PlaceItem[] | null> {
  const payload = await payloadClient()
  const state = await payload
    .findByID({ collection: 'states', id: stateId, depth: 1, select: { country: true } })
    .catch(() => null)
  if (!state) return null
  const list = await listPlaces(payload, 'cities', { field: 'state', id: stateId })
  const country = state.country
  const isEgypt = typeof country === 'object' && country.isoCode === 'EG'
  return withArabic(payload, list, 'cities', isEgypt)
}
