import { describe, expect, it } from 'vitest'
import { normalisedPhone, phoneProblem, toE164 } from './phone'

describe('phones as Egyptians write them (decision 0086)', () => {
  it('reads national and international forms, Arabic digits included, as E.164', () => {
    for (const typed of [
      '01001234567',
      '0100 123 4567',
      '+20 100 123 4567',
      '+201001234567',
      '00201001234567',
      '0020 100 123 4567',
      '٠١٠٠١٢٣٤٥٦٧',
      '٠١٠٠ ١٢٣ ٤٥٦٧',
      '۰۱۰۰۱۲۳۴۵۶۷',
      '+٢٠١٠٠١٢٣٤٥٦٧',
      '٠٠٢٠١٠٠١٢٣٤٥٦٧',
      '0100-123-4567',
    ]) {
      expect(toE164(typed), typed).toBe('+201001234567')
    }
    expect(toE164('02 2345 6789')).toBe('+20223456789')
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958')
  })

  it("refuses what is not a phone: the spec's 10 to 15 digits, letters, a plan's wrong length", () => {
    expect(toE164('')).toBeNull()
    expect(toE164('010012345')).toBeNull()
    expect(toE164('1234567890123456')).toBeNull()
    expect(toE164('0100 123 abcd')).toBeNull()
    expect(toE164('++201001234567')).toBeNull()
    expect(toE164('+20 100 1234 5678')).toBeNull()
    expect(toE164('0000000000')).toBeNull()
  })

  it('keeps a text that is no phone with its digits as ASCII (a field without a rule)', () => {
    expect(normalisedPhone('٠١٠٠ ١٢٣ ٤٥٦٧')).toBe('+201001234567')
    expect(normalisedPhone('١٢٣')).toBe('123')
  })

  it('reads a number without country code in the region given (the chosen country)', () => {
    for (const typed of ['2127365000', '212-736-5000', '(212) 736-5000', '+1 212 736 5000']) {
      expect(toE164(typed, 'US'), typed).toBe('+12127365000')
    }
    // Egypt stays the default; an Egyptian number with its code is read in any region.
    expect(toE164('2127365000')).toBeNull()
    expect(toE164('+20 100 123 4567', 'US')).toBe('+201001234567')
  })

  it('says why a phone is refused: its digits counted, else not a number of that region', () => {
    expect(phoneProblem('010012345', 'EG')).toBe('digits')
    expect(phoneProblem('1234567890123456', 'EG')).toBe('digits')
    expect(phoneProblem('2127365000', 'EG')).toBe('region')
    expect(phoneProblem('2127365000', 'US')).toBeNull()
  })
})
