import { describe, expect, it } from 'vitest'
import { countryChoices, placeChoices } from './place-names'

/** A few rows as /api/donation/countries lists them (the lists' own English spellings). */
const COUNTRIES = [
  { id: 64, name_en: 'Ecuador', iso_code: 'EC' },
  { id: 65, name_en: 'Egypt', iso_code: 'EG' },
  { id: 66, name_en: 'El Salvador', iso_code: 'SV' },
  { id: 17, name_en: 'Bahamas The', iso_code: 'BS' },
  { id: 233, name_en: 'United States', iso_code: 'US' },
  { id: 191, name_en: 'Saudi Arabia', iso_code: 'SA' },
  { id: 999, name_en: 'Nowhere Land', iso_code: 'ZZZ' },
]

describe('country names in the page’s language, Egypt first', () => {
  it('on /ar: Arabic CLDR names, Egypt first, then Arabic alphabetical order', () => {
    const list = countryChoices(COUNTRIES, 'ar')
    expect(list[0]).toEqual({ value: '65', label: 'مصر' })
    const labels = list.map((c) => c.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'الإكوادور',
        'السلفادور',
        'الولايات المتحدة',
        'جزر البهاما',
        'المملكة العربية السعودية',
      ]),
    )
    expect(labels.filter((l) => /[A-Za-z]/.test(l))).toEqual(['Nowhere Land'])
    expect(labels.slice(1, -1)).toEqual(
      [...labels.slice(1, -1)].sort(new Intl.Collator('ar').compare),
    )
  })

  it('on /en: CLDR English names ("Bahamas", not "Bahamas The"), Egypt first, not between Ecuador and El Salvador', () => {
    expect(countryChoices(COUNTRIES, 'en').map((c) => c.label)).toEqual([
      'Egypt',
      'Bahamas',
      'Ecuador',
      'El Salvador',
      'Nowhere Land',
      'Saudi Arabia',
      'United States',
    ])
  })
})

describe('state and city names', () => {
  const CITIES = [
    { id: 1, name_en: 'Cairo', name_ar: 'القاهرة' },
    { id: 2, name_en: 'New Cairo' },
    { id: 3, name_en: 'Ḩalwān', name_ar: 'حلوان' },
    { id: 4, name_en: 'Al ‘Alamayn' },
  ]
  it('on /ar the Arabic name where the project has one, else the plain English one', () => {
    expect(placeChoices(CITIES, 'ar').map((c) => c.label)).toEqual(
      expect.arrayContaining(['القاهرة', 'حلوان', 'New Cairo', 'Al Alamayn']),
    )
  })
  it('on /en the names without transliteration marks: "Halwan", never "Ḩalwān"', () => {
    expect(placeChoices(CITIES, 'en')).toEqual([
      { value: '4', label: 'Al Alamayn' },
      { value: '1', label: 'Cairo' },
      { value: '3', label: 'Halwan' },
      { value: '2', label: 'New Cairo' },
    ])
  })
})
