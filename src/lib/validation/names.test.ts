import { describe, expect, it } from 'vitest'
import { PERSON_NAME } from './names'

describe('person names (decision 0085)', () => {
  it('accepts letters of any script with single spaces, hyphens and apostrophes between them', () => {
    for (const name of [
      'عبد الرحمن',
      'عبد الله',
      'Al-Sayed',
      "O'Brien",
      'O’Brien',
      'Zoë',
      'مُحَمَّد',
      'Jean-Luc Picard',
    ]) {
      expect(PERSON_NAME.test(name), name).toBe(true)
    }
  })

  it('refuses digits, doubled or dangling separators and other signs', () => {
    for (const name of [
      'Ali2',
      'عبد  الرحمن',
      'Al--Sayed',
      '-Ali',
      "Ali'",
      ' Ali',
      'Ali_Omar',
      'Ali.',
      "O'-Brien",
      '',
    ]) {
      expect(PERSON_NAME.test(name), name).toBe(false)
    }
  })
})
