import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { withCharityDates } from './charity-dates'

const CELL = '/components/admin/CharityDateCell#CharityDateCell'
const cellOf = (c: CollectionConfig, name: string) => {
  const flat = c.fields.flatMap((f) => (f.type === 'row' ? f.fields : [f]))
  const f = flat.find((x) => 'name' in x && x.name === name) as {
    admin?: { components?: { Cell?: { path: string; clientProps: { timeZone: string } } } }
  }
  return f?.admin?.components?.Cell
}

describe('admin list dates on the charity clock', () => {
  it('gives every date field and both timestamps the Cairo cell', () => {
    const c = withCharityDates({
      slug: 'things',
      fields: [
        { name: 'title', type: 'text' },
        { type: 'row', fields: [{ name: 'paidAt', type: 'date' }] },
      ],
    })
    for (const name of ['paidAt', 'createdAt', 'updatedAt'])
      expect(cellOf(c, name), name).toEqual({
        path: CELL,
        clientProps: { timeZone: 'Africa/Cairo' },
      })
    expect(cellOf(c, 'title')).toBeUndefined()
  })

  it('keeps a cell of its own and adds no timestamps where there are none', () => {
    const own = { path: '/x#Y' }
    const c = withCharityDates({
      slug: 'plain',
      timestamps: false,
      fields: [{ name: 'at', type: 'date', admin: { components: { Cell: own } } }],
    })
    expect(cellOf(c, 'at')).toBe(own)
    expect(c.fields).toHaveLength(1)
  })
})
