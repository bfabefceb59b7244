import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/roles'

/**
 * Reference data for the donation address (countries, states, cities). Loaded
 * in bulk from the `country-state-city` package at first start, with stable
 * numeric ids; read-only in the back office.
 */
const readOnly = { read: anyone, create: () => false, update: () => false, delete: () => false }

/** One read-only list of places, named in English and sorted by name. */
const placeList = (
  slug: string,
  column: string,
  fields: CollectionConfig['fields'],
): CollectionConfig => ({
  slug,
  admin: { useAsTitle: 'nameEn', group: 'Reference data', defaultColumns: ['nameEn', column] },
  access: readOnly,
  defaultSort: 'nameEn',
  fields,
})

export const Countries = placeList('countries', 'isoCode', [
  { name: 'nameEn', type: 'text', required: true },
  { name: 'isoCode', type: 'text', required: true, unique: true },
  { name: 'phoneCode', type: 'text' },
])

export const States = placeList('states', 'country', [
  { name: 'nameEn', type: 'text', required: true },
  { name: 'isoCode', type: 'text' },
  { name: 'country', type: 'relationship', relationTo: 'countries', required: true, index: true },
])

export const Cities = placeList('cities', 'state', [
  { name: 'nameEn', type: 'text', required: true, index: true },
  { name: 'state', type: 'relationship', relationTo: 'states', required: true, index: true },
  { name: 'latitude', type: 'number' },
  { name: 'longitude', type: 'number' },
])
