import { describe, expect, it } from 'vitest'
import { isAbsent } from './cache-handler.mjs'

describe('isAbsent (what the cache handler keeps off the disk)', () => {
  it('is true for 4xx pages and routes and for a data-cache null', () => {
    expect(isAbsent({ kind: 'APP_PAGE', status: 404 })).toBe(true)
    expect(isAbsent({ kind: 'APP_ROUTE', status: 404 })).toBe(true)
    expect(isAbsent({ kind: 'FETCH', data: { body: 'null' } })).toBe(true)
  })
  it('is false for real pages, answers and data', () => {
    expect(isAbsent({ kind: 'APP_PAGE', status: 200 })).toBe(false)
    expect(isAbsent({ kind: 'APP_PAGE' })).toBe(false)
    expect(isAbsent({ kind: 'APP_ROUTE', status: 200 })).toBe(false)
    expect(isAbsent({ kind: 'FETCH', data: { body: '{"a":1}' } })).toBe(false)
    expect(isAbsent(null)).toBe(false)
  })
})
