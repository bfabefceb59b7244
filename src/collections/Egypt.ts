import type { CollectionConfig } from 'payload'
import { anyone, rolesAccess } from '@/access/roles'

/** Egyptian governorates, their cities (districts) and villages, in Arabic and English. */
const access = {
  read: anyone,
  create: rolesAccess('case-reviewer'),
  update: rolesAccess('case-reviewer'),
  delete: rolesAccess(),
}
const names = [
  { name: 'name', type: 'text' as const, required: true, label: 'Name (Arabic)' },
  { name: 'nameEn', type: 'text' as const, required: true, label: 'Name (English)' },
]

export const Governorates: CollectionConfig = {
  slug: 'governorates',
  admin: { useAsTitle: 'nameEn', group: 'Reference data' },
  access,
  defaultSort: 'id',
  fields: names,
}

export const EgyptCities: CollectionConfig = {
  slug: 'egypt-cities',
  labels: { singular: 'Egyptian city', plural: 'Egyptian cities' },
  admin: { useAsTitle: 'nameEn', group: 'Reference data' },
  access,
  defaultSort: 'id',
  fields: [
    ...names,
    {
      name: 'governorate',
      type: 'relationship',
      relationTo: 'governorates',
      required: true,
      index: true,
    },
  ],
}

export const Villages: CollectionConfig = {
  slug: 'villages',
  admin: { useAsTitle: 'nameEn', group: 'Reference data' },
  access,
  defaultSort: 'id',
  fields: [
    ...names,
    { name: 'city', type: 'relationship', relationTo: 'egypt-cities', required: true, index: true },
  ],
}
