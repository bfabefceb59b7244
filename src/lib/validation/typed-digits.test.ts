import { describe, expect, it } from 'vitest'
import { asciiDigits, typedNumber, typedQuantity } from './typed-digits'

describe('numbers typed by people', () => {
  it('reads Arabic-Indic and Persian digits as ASCII and keeps every other character', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(asciiDigits('شارع ٢٦ يوليو 12')).toBe('شارع 26 يوليو 12')
  })

  it('drops the grouping people type in codes, IDs, cards and phones', () => {
    expect(typedNumber('٣٦٥ ١١٦')).toBe('365116')
    expect(typedNumber('2980-1011-234567')).toBe('29801011234567')
    expect(typedNumber('(0100) 123.4567')).toBe('01001234567')
    expect(typedNumber('+20\u00a0100\u2009123\u20114567')).toBe('+201001234567')
    // Direction marks a right-to-left keyboard or a paste leaves around digits.
    expect(typedNumber('\u200f٣٦٥١١٦\u200e')).toBe('365116')
  })

  it('keeps what is not a digit or a grouping, so the field rule still refuses it', () => {
    expect(typedNumber('12a4')).toBe('12a4')
    expect(typedNumber('1\n2')).toBe('1\n2')
    expect(typedNumber('12/34')).toBe('12/34')
  })

  it('reads quantities with the Arabic decimal and thousands separators', () => {
    expect(typedQuantity('١٢٫٥٠')).toBe('12.50')
    expect(typedQuantity('١٬٠٠٠')).toBe('1000')
    expect(typedQuantity(' 25.5 ')).toBe('25.5')
    expect(typedQuantity('٤٢')).toBe('42')
  })

  it('reads grouping commas and the decimal comma as people type amounts (one reader)', () => {
    expect(typedQuantity('1,500')).toBe('1500')
    expect(typedQuantity('10,000.50')).toBe('10000.50')
    expect(typedQuantity('١٥٠٠,٥٠')).toBe('1500.50')
    expect(typedQuantity('١٥٠٠،٥٠')).toBe('1500.50')
    expect(typedQuantity('١٬٥٠٠٫٥٠')).toBe('1500.50')
    expect(typedQuantity('1.500,50')).toBe('1500.50')
    // Not a number people write: left for the field's rule to refuse.
    expect(typedQuantity('1,5,0')).toBe('1,5,0')
    expect(typedQuantity('abc')).toBe('abc')
  })
})
