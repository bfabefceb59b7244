import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify('Egyptian Volunteer Day — 6 September 2025!')).toBe(
      'egyptian-volunteer-day-6-september-2025',
    )
    expect(slugify('  Café  Déjà vu ')).toBe('cafe-deja-vu')
    expect(slugify('---')).toBe('')
  })
})
