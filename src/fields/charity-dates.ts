import type { CollectionConfig, Field } from 'payload'
import { charityTimeZone } from '@/lib/clock'

/**
 * Every date column of the admin lists on the charity's clock (issue 46 item 3, decision
 * 0098): each top-level date field (rows included) gets CharityDateCell, and the timestamps
 * Payload would add are declared here as Payload declares them, with the same cell.
 */
const cell = () => ({
  path: '/components/admin/CharityDateCell#CharityDateCell',
  clientProps: { timeZone: charityTimeZone() },
})

function withCell(field: Field): Field {
  if (field.type === 'row') return { ...field, fields: field.fields.map(withCell) }
  if (field.type !== 'date' || field.admin?.components?.Cell) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...field.admin?.components, Cell: cell() } },
  }
}

const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(`general:${name}`),
  admin: { disableBulkEdit: true, hidden: true, components: { Cell: cell() } },
})

const declares = (fields: Field[], name: string) =>
  fields.some((f) => 'name' in f && f.name === name)

export function withCharityDates(collection: CollectionConfig): CollectionConfig {
  const fields = collection.fields.map(withCell)
  if (collection.timestamps !== false)
    for (const name of ['updatedAt', 'createdAt'] as const)
      if (!declares(fields, name)) fields.push(timestamp(name))
  return { ...collection, fields }
}
