import { describe, expect, it } from 'vitest'
import { csvAmount, csvCell, formulaSafe, toCsv } from './csv'

describe('volunteer CSV', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(7)).toBe('7')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell('+20 100 123 4567')).toBe("'+20 100 123 4567")
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n')
  })
})

describe("formulaSafe (every CSV the product writes, the export plugin's too)", () => {
  it('prefixes text that starts like a formula, tab and carriage return included', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(formulaSafe(`${start}1+1`)).toBe(`'${start}1+1`)
  })
  it('leaves a plain signed number alone: a phone in E.164 is not a formula (decision 0105)', () => {
    for (const number of ['+201001234567', '-12.50', '+1', '-3'])
      expect(formulaSafe(number)).toBe(number)
    // … but a number followed by anything else is a formula again.
    for (const formula of ['+20100123456+cmd', '-1e5', '+1 ', '-2.5.1', '+', '-'])
      expect(formulaSafe(formula)).toBe(`'${formula}`)
  })
  it('leaves other text and values that are not text as they are', () => {
    expect(formulaSafe('12 Nile Corniche')).toBe('12 Nile Corniche')
    expect(formulaSafe('شارع النيل')).toBe('شارع النيل')
    expect(formulaSafe(-5)).toBe(-5)
    expect(formulaSafe(null)).toBe(null)
    expect(formulaSafe(true)).toBe(true)
  })
})

describe('csvAmount (money in a CSV: major units beside the currency)', () => {
  it('writes minor units as major units with two decimals', () => {
    expect(csvAmount(12550)).toBe('125.50')
    expect(csvAmount(5)).toBe('0.05')
    expect(csvAmount(0)).toBe('0.00')
    expect(csvAmount(100000000)).toBe('1000000.00')
    expect(csvAmount(-1234)).toBe('-12.34')
  })
  it('writes nothing for a missing amount', () => {
    expect(csvAmount(null)).toBe('')
    expect(csvAmount(undefined)).toBe('')
    expect(csvAmount(Number.NaN)).toBe('')
  })
})
