import 'server-only'
import { payloadClient } from '@/lib/payload.server'

/** A country, state or city as the donation API lists it (spec 000 section 3). */
export interface PlaceItem {
  id: number
  name_en: string
}

const toItem = (d: { id: number; nameEn: string }): PlaceItem => ({ id: d.id, name_en: d.nameEn })

export async function listCountries(): Promise<PlaceItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'countries',
    select: { nameEn: true },
    sort: 'nameEn',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map(toItem)
}

/** The states of a country, or null when there is no such country. */
export async function listStates(countryId: number): Promise<PlaceItem[] | null> {
  const payload = await payloadClient()
  if (
    (await payload.count({ collection: 'countries', where: { id: { equals: countryId } } }))
      .totalDocs === 0
  )
    return null
  const { docs } = await payload.find({
    collection: 'states',
    where: { country: { equals: countryId } },
    select: { nameEn: true },
    sort: 'nameEn',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map(toItem)
}

/** The cities of a state, or null when there is no such state. */
export async function listCities(stateId: number): Promise<PlaceItem[] | null> {
  const payload = await payloadClient()
  if (
    (await payload.count({ collection: 'states', where: { id: { equals: stateId } } }))
      .totalDocs === 0
  )
    return null
  const { docs } = await payload.find({
    collection: 'cities',
    where: { state: { equals: stateId } },
    select: { nameEn: true },
    sort: 'nameEn',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map(toItem)
}
