import { describe, expect, it } from 'vitest'
import { countryName } from './country-name'

describe('countryName', () => {
  it('names a country by its ISO code in Arabic and English (CLDR)', () => {
    expect(countryName('EG', 'ar')).toBe('مصر')
    expect(countryName('us', 'ar')).toBe('الولايات المتحدة')
    expect(countryName('EG', 'en')).toBe('Egypt')
  })
  it('gives nothing for a missing or unknown code', () => {
    expect(countryName(null, 'ar')).toBeUndefined()
    expect(countryName('ZZZ', 'ar')).toBeUndefined()
  })
})
