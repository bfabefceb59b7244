import { describe, expect, it } from 'vitest'
import { pieces, resolveNeutrals, visualOrder } from './bidi-text'

const w = (text: string) => ({ text, arabic: /[\u0600-\u06FF]/.test(text) })

describe('bidi text for pdfkit', () => {
  it('splits a word into pieces of one script', () => {
    expect(pieces('موافق:')).toEqual([
      { text: 'موافق', arabic: true },
      { text: ':', arabic: false },
    ])
    expect(pieces('BM-2026-11')).toEqual([{ text: 'BM-2026-11', arabic: false }])
  })

  it('orders an Arabic line right to left, keeping Latin runs left to right', () => {
    const line = ['اجتماع', 'مجلس', 'BM-1', 'Club', 'house', 'اليوم'].map(w)
    expect(visualOrder(line, true).map((x) => x.text)).toEqual([
      'اليوم',
      'BM-1',
      'Club',
      'house',
      'مجلس',
      'اجتماع',
    ])
  })

  it('keeps an English line left to right, reversing only an Arabic name', () => {
    const line = ['Voter:', 'دينا', 'علي', 'at', '10:00'].map(w)
    expect(visualOrder(line, false).map((x) => x.text)).toEqual([
      'Voter:',
      'علي',
      'دينا',
      'at',
      '10:00',
    ])
  })

  it('keeps a number between Arabic words inside the Arabic run', () => {
    const words = ['Discussion:', 'ميزانية', 'عام', '2027', 'وخطة'].map((t) => ({
      ...w(t),
      neutral: !/\p{L}/u.test(t),
    }))
    const resolved = resolveNeutrals(words, false)
    expect(resolved.map((x) => x.arabic)).toEqual([false, true, true, true, true])
    expect(visualOrder(resolved, false).map((x) => x.text)).toEqual([
      'Discussion:',
      'وخطة',
      '2027',
      'عام',
      'ميزانية',
    ])
    // At the end of an English line a number stays in the English run.
    expect(resolveNeutrals(words.slice(0, 4), false).map((x) => x.arabic)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })
})
