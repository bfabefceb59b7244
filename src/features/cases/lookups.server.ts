import 'server-only'
import type { Payload } from 'payload'
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

export async function governorates(payload: Payload, lang: CaseLang): Promise<PlaceLookup[]> {
  const { docs } = await payload.find({
    collection: 'governorates',
    sort: 'id',
    limit: LIMIT,
    depth: 0,
    pagination: false,
    select: { name: true, nameEn: true },
  })
  return docs.map(place(lang))
}

export async function citiesOf(
  payload: Payload,
  governorateId: number,
  lang: CaseLang,
): Promise<PlaceLookup[]> {
  const { docs } = await payload.find({
    collection: 'egypt-cities',
    where: { governorate: { equals: governorateId } },
    sort: 'id',
    limit: LIMIT,
    depth: 0,
    pagination: false,
    select: { name: true, nameEn: true },
  })
  return docs.map(place(lang))
}

export async function villagesOf(
  payload: Payload,
  cityId: number,
  lang: CaseLang,
): Promise<PlaceLookup[]> {
  const { docs } = await payload.find({
    collection: 'villages',
    where: { city: { equals: cityId } },
    sort: 'id',
    limit: LIMIT,
    depth: 0,
    pagination: false,
    select: { name: true, nameEn: true },
  })
  return docs.map(place(lang))
}

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
