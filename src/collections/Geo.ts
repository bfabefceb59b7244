import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/roles'

/**
 * Reference data for the donation address (countries, states, cities). Loaded
 * in bulk from the `country-state-city` package at first start, with stable
 * numeric ids; read-only in the back office.
 */
const readOnly = { read: anyone, create: () => false, update: () => false, delete: () => false }

export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: { useAsTitle: 'nameEn', group: 'Reference data', defaultColumns: ['nameEn', 'isoCode'] },
  access: readOnly,
  defaultSort: 'nameEn',
  fields: [
    { name: 'nameEn', type: 'text', required: true },
    { name: 'isoCode', type: 'text', required: true, unique: true },
    { name: 'phoneCode', type: 'text' },
  ],
}

export const States: CollectionConfig = {
  slug: 'states',
  admin: { useAsTitle: 'nameEn', group: 'Reference data', defaultColumns: ['nameEn', 'country'] },
  access: readOnly,
  defaultSort: 'nameEn',
  fields: [
    { name: 'nameEn', type: 'text', required: true },
    { name: 'isoCode', type: 'text' },
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true, index: true },
  ],
}

export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'nameEn', group: 'Reference data', defaultColumns: ['nameEn', 'state'] },
  access: readOnly,
  defaultSort: 'nameEn',
  fields: [
    { name: 'nameEn', type: 'text', required: true, index: true },
    { name: 'state', type: 'relationship', relationTo: 'states', required: true, index: true },
    { name: 'latitude', type: 'number' },
    { name: 'longitude', type: 'number' },
  ],
}
