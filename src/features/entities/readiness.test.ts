import { describe, expect, it } from 'vitest'
import { entityGaps, isSample } from './readiness'

const filled = {
  currency: 'USD' as const,
  name: 'New Egypt Foundation Inc.',
  address: '485 Lexington Avenue\nNew York, NY 10017',
  registrationNumber: '12-3456789',
  deductibilityStatement: 'Deductible as the law allows.',
  signatoryName: 'Mona Hassan',
}

describe('entityGaps and isSample', () => {
  it('finds nothing missing in a filled entity', () => {
    expect(entityGaps(filled)).toEqual([])
    expect(isSample(filled)).toBe(false)
  })

  it('makes a receipt a sample without the number, the name or a real address', () => {
    expect(isSample({ ...filled, registrationNumber: ' ' })).toBe(true)
    expect(isSample({ ...filled, name: '' })).toBe(true)
    // The built-in placeholder: the legal name again and a country, no street.
    expect(isSample({ ...filled, address: 'New Egypt Foundation\n United States' })).toBe(true)
    expect(entityGaps({ ...filled, currency: 'EGP', address: 'القاهرة، مصر' })).toEqual(['address'])
  })

  it('asks the checklist for the tax statement and signatory without making a sample', () => {
    const partial = { ...filled, deductibilityStatement: null, signatoryName: '' }
    expect(entityGaps(partial)).toEqual(['deductibilityStatement', 'signatory'])
    expect(isSample(partial)).toBe(false)
  })
})
