import { describe, expect, it } from 'vitest'
import { postalAddress } from './postal-address'

describe('postalAddress', () => {
  it('prints street, city, state and ZIP, and country on three lines', () => {
    expect(
      postalAddress({
        street: '485 Lexington Avenue',
        city: 'New York',
        state: 'New York',
        zip: '10017',
        country: 'United States',
      }),
    ).toBe('485 Lexington Avenue\nNew York 10017\nUnited States')
    expect(
      postalAddress({
        street: '12 Tahrir St',
        city: 'Giza',
        state: 'Cairo Governorate',
        zip: '12511',
        country: 'Egypt',
      }),
    ).toBe('12 Tahrir St\nGiza, Cairo Governorate 12511\nEgypt')
  })

  it('leaves out empty parts and squeezes spaces', () => {
    expect(postalAddress({ street: '  5  Main St ', city: null, zip: '', country: 'Egypt' })).toBe(
      '5 Main St\nEgypt',
    )
    expect(postalAddress({})).toBe('')
  })
})
