import type { CollectionConfig } from 'payload'
import { revalidateOnChange } from '@/lib/cache/revalidate'
import { editorsContent } from '@/access/roles'
import { metaField, textList } from '@/fields/meta'
import { slugField } from '@/fields/slug'

const money = (name: string, label: string) => ({ name, label, type: 'number' as const, min: 0 })

/** Charity events (spec 001 "Activity" and "Activity summary"). */
export const Activities: CollectionConfig = {
  slug: 'activities',
  hooks: revalidateOnChange,
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'startDate', 'tag'] },
  access: editorsContent,
  defaultSort: '-startDate',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('name'),
    { name: 'tag', type: 'text', localized: true, admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    textList('details', 'Details'),
    {
      type: 'row',
      fields: [
        { ...money('budget', 'Raised so far (budget, $)') },
        { ...money('target', 'Target ($)') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', index: true },
        { name: 'startAt', type: 'text', label: 'Start time (HH:mm)', validate: timeOrEmpty },
        { name: 'endDate', type: 'date' },
        { name: 'endAt', type: 'text', label: 'End time (HH:mm)', validate: timeOrEmpty },
      ],
    },
    {
      name: 'summary',
      type: 'group',
      label: 'Event summary',
      fields: [
        money('totalMoneyCollected', 'Total money collected ($)'),
        { name: 'numberOfAttendees', type: 'number', min: 0 },
        { name: 'numberOfDonations', type: 'number', min: 0 },
        money('totalExpenses', 'Total expenses ($)'),
        { name: 'netFundsRaised', type: 'number', label: 'Net funds raised ($)' },
        { name: 'eventDate', type: 'date' },
      ],
    },
    {
      name: 'purposes',
      type: 'relationship',
      relationTo: 'purposes',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    metaField,
  ],
}

function timeOrEmpty(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
    ? true
    : 'Use the 24-hour form HH:mm'
}
