import 'server-only'
import type { Payload, Where } from 'payload'
import type { CaseLang } from './schema'

export interface CaseLookup {
  id: number
  name: string
}
export interface PlaceLookup extends CaseLookup {
  name_en: string
}

const LIMIT = 1000

/** Purposes offered for assistance requests (kind 'case'), in the visitor's language. */
export async function casePurposes(payload: Payload, lang: CaseLang): Promise<CaseLookup[]> {
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { kinds: { contains: 'case' } },
    sort: ['order', 'id'],
    limit: LIMIT,
    depth: 0,
    pagination: false,
    select: { name: true, nameAr: true },
  })
  return docs.map((d) => ({ id: d.id, name: lang === 'ar' ? d.nameAr || d.name : d.name }))
}

type Place = { id: number; name: string; nameEn: string }
const place = (lang: CaseLang) => (d: Place) => ({
  id: d.id,
  name: lang === 'en' ? d.nameEn : d.name,
  name_en: d.nameEn,
})

/** The places of one level (governorates, cities, villages), in id order, named in `lang`. */
async function places(
  payload: Payload,
  collection: 'governorates' | 'egypt-cities' | 'villages',
  lang: CaseLang,
  where?: Where,
): Promise<PlaceLookup[]> {
  const { docs } = await payload.find({
    collection,
    ...(where ? { where } : {}),
    sort: 'id',
    limit: LIMIT,
    depth: 0,
    pagination: false,
    select: { name: true, nameEn: true },
  })
  return (docs as Place[]).map(place(lang))
}

export const governorates = (payload: Payload, lang: CaseLang) =>
  places(payload, 'governorates', lang)

export const citiesOf = (payload: Payload, governorateId: number, lang: CaseLang) =>
  places(payload, 'egypt-cities', lang, { governorate: { equals: governorateId } })

export const villagesOf = (payload: Payload, cityId: number, lang: CaseLang) =>
  places(payload, 'villages', lang, { city: { equals: cityId } })

export async function caseClubs(payload: Payload, lang: CaseLang): Promise<CaseLookup[]> {
  const { docs } = await payload.find({
    collection: 'clubs',
    sort: 'id',
    limit: LIMIT,
    depth: 0,
    pagination: false,
    select: { name: true, nameAr: true },
  })
  return docs.map((d) => ({ id: d.id, name: lang === 'ar' ? d.nameAr || d.name : d.name }))
}
