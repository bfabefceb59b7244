import { describe, expect, it } from 'vitest'
import { romanNumeral, slugify, textBlocks, uniqueSlugs } from './text'

describe('textBlocks', () => {
  it('splits paragraphs on empty lines and joins the lines of one paragraph', () => {
    expect(textBlocks('First line\nsame paragraph.\n\n  \nSecond.')).toEqual([
      { kind: 'p', text: 'First line same paragraph.' },
      { kind: 'p', text: 'Second.' },
    ])
  })

  it('makes a list of a paragraph whose lines all start with "- "', () => {
    expect(textBlocks('Intro:\n\n- one;\n- two.\n\n- not\na list')).toEqual([
      { kind: 'p', text: 'Intro:' },
      { kind: 'ul', items: ['one;', 'two.'] },
      { kind: 'p', text: '- not a list' },
    ])
  })

  it('reads Windows line ends and empty input', () => {
    expect(textBlocks('a\r\n\r\nb')).toEqual([
      { kind: 'p', text: 'a' },
      { kind: 'p', text: 'b' },
    ])
    expect(textBlocks('')).toEqual([])
    expect(textBlocks(null)).toEqual([])
  })
})

describe('anchors and numbering', () => {
  it('slugifies headings', () => {
    expect(slugify('Name and Purpose')).toBe('name-and-purpose')
    expect(slugify('Non-Discrimination')).toBe('non-discrimination')
    expect(slugify('Café & Co.')).toBe('cafe-co')
    expect(slugify('***')).toBe('section')
  })

  it('keeps anchors unique in order', () => {
    expect(uniqueSlugs(['Board', 'Officers', 'Board', 'board'])).toEqual([
      'board',
      'officers',
      'board-2',
      'board-3',
    ])
  })

  it('writes roman numerals', () => {
    expect([1, 4, 9, 13, 14, 40, 2026].map(romanNumeral)).toEqual([
      'I',
      'IV',
      'IX',
      'XIII',
      'XIV',
      'XL',
      'MMXXVI',
    ])
    expect(romanNumeral(0)).toBe('0')
  })
})
