import 'server-only'
import { payloadClient } from '@/lib/payload.server'

/** A country, state or city as the donation API lists it (spec 000 section 3). */
export interface PlaceItem {
  id: number
  name_en: string
}

type PlaceCollection = 'countries' | 'states' | 'cities'

/** Places of `collection`, sorted by English name, optionally those under one parent. */
async function listPlaces(
  collection: PlaceCollection,
  under?: { field: 'country' | 'state'; id: number },
): Promise<PlaceItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: under ? { [under.field]: { equals: under.id } } : undefined,
    select: { nameEn: true },
    sort: 'nameEn',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map((d) => ({ id: d.id, name_en: d.nameEn }))
}

/** The children of a place, or null when the parent does not exist (the API answers 404). */
async function listChildren(
  parent: 'countries' | 'states',
  id: number,
  children: PlaceCollection,
  field: 'country' | 'state',
) {
  const payload = await payloadClient()
  if ((await payload.count({ collection: parent, where: { id: { equals: id } } })).totalDocs === 0)
    return null
  return listPlaces(children, { field, id })
}

export const listCountries = () => listPlaces('countries')
export const listStates = (countryId: number) =>
  listChildren('countries', countryId, 'states', 'country')
export const listCities = (stateId: number) => listChildren('states', stateId, 'cities', 'state')
