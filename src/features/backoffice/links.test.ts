import { describe, expect, it } from 'vitest'
import { allOf, anyOf, docUrl, listUrl } from './links'

describe('listUrl', () => {
  it('is the bare list without options', () => {
    expect(listUrl('donations')).toBe('/admin/collections/donations')
  })

  it("writes nested filters in Payload's bracket form, dates as ISO strings, and the sort", () => {
    const url = listUrl('donations', {
      where: {
        and: [
          { status: { equals: 'paid' } },
          { paidAt: { greater_than_equal: new Date('2025-12-01T00:00:00Z') } },
        ],
      },
      sort: '-paidAt',
    })
    expect(decodeURIComponent(url)).toBe(
      '/admin/collections/donations?where[and][0][status][equals]=paid' +
        '&where[and][1][paidAt][greater_than_equal]=2025-12-01T00:00:00.000Z&sort=-paidAt',
    )
  })

  it('encodes values so an address stays one address', () => {
    expect(listUrl('x', { where: { name: { like: 'a&b=c' } } })).toBe(
      '/admin/collections/x?where[name][like]=a%26b%3Dc',
    )
  })
})

describe('docUrl', () => {
  it('links one record', () => {
    expect(docUrl('case-requests', 12)).toBe('/admin/collections/case-requests/12')
  })
})

describe('allOf and anyOf', () => {
  it("build the filter builder's or/and shape", () => {
    expect(allOf({ a: { equals: 1 } })).toEqual({ or: [{ and: [{ a: { equals: 1 } }] }] })
    expect(anyOf([{ a: { equals: 1 } }], [{ b: { equals: 2 } }, { c: { exists: true } }])).toEqual({
      or: [
        { and: [{ a: { equals: 1 } }] },
        { and: [{ b: { equals: 2 } }, { c: { exists: true } }] },
      ],
    })
  })
})
