import bidiFactory from 'bidi-js'
import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { inkGaps } from '../../../tests/helpers/pdf-raster'
import { hasPdftotext, pdfText } from '../../../tests/helpers/pdf-text'
import { ltr, paragraph, registerFonts, visualRuns, wrap } from './bidi-text'

const bidi = bidiFactory()
/** pdftotext's text, without the embedding marks it adds around right-to-left lines. */
const text = (file: Buffer) =>
  pdfText(file)
    .replace(/[\u202a-\u202e]/g, '')
    .trim()

/** A line's runs, left to right as drawn, each as it reads. */
function drawn(text: string, rtl: boolean) {
  const levels = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr')
  return visualRuns(text, levels, 0, text.length - 1).map((r) => r.logical)
}

describe('line order (bidi-js)', () => {
  it('lays an Arabic total line right to left, the year and the amount where they are read', () => {
    expect(drawn(`إجمالي التبرعات في 2026: ${ltr('$50.00')}`, true)).toEqual([
      '$50.00',
      ': ',
      '2026',
      ' ',
      'في',
      ' ',
      'التبرعات',
      ' ',
      'إجمالي',
    ])
  })

  it('keeps an id and a date left to right after Arabic words, where the algorithm alone would not', () => {
    expect(drawn(`رقم التعريف الضريبي: ${ltr('12-3456789')}`, true)[0]).toBe('12-3456789')
    expect(drawn('التاريخ: 2026-03-05', true).slice(0, 3)).toEqual(['05', '-', '03'])
    expect(drawn(`التاريخ: ${ltr('2026-03-05')}`, true)[0]).toBe('2026-03-05')
  })

  it('keeps an English line left to right with an Arabic name inside, mirroring nothing', () => {
    expect(drawn('Voter: دينا علي (Cairo)', false)).toEqual([
      'Voter: ',
      'علي',
      ' ',
      'دينا',
      ' (Cairo)',
    ])
  })

  it('hands an Arabic run to fontkit in reading order and mirrors brackets in Arabic', () => {
    const levels = bidi.getEmbeddingLevels('قرار (أ)', 'rtl')
    const runs = visualRuns('قرار (أ)', levels, 0, 7)
    expect(runs.map((r) => r.text)).toEqual(['(', 'أ', ') ', 'قرار'])
  })

  it('wraps at spaces, a word wider than the line on a line of its own', () => {
    const words = [
      { start: 0, end: 3, width: 40 },
      { start: 5, end: 9, width: 40 },
      { start: 11, end: 20, width: 120 },
      { start: 22, end: 24, width: 10 },
    ]
    expect(wrap(words, 5, 100)).toEqual([
      [0, 9],
      [11, 20],
      [22, 24],
    ])
  })
})

function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: [260, 70], margin: 10 })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  registerFonts(doc)
  draw(doc)
  doc.end()
  return done
}

describe.skipIf(!hasPdftotext)('Arabic words at 300 dpi (pdftoppm, pdftotext)', () => {
  // The font's own joining: fontkit's full shaping, as pdfkit lays out a word by itself.
  const fontOwn = (word: string) =>
    pdf((doc) => doc.font('ar').fontSize(24).text(word, 10, 10, { lineBreak: false, features: [] }))
  const ours = (word: string) => pdf((doc) => paragraph(doc, word, { rtl: true, size: 24 }))

  it.each(['المتبرع', 'الطبية', 'المبلغ', 'التبرعات', 'وسيلة'])(
    '«%s» breaks only where the font breaks it, and reads back whole',
    { timeout: 30_000 },
    async (word) => {
      const [mine, reference] = await Promise.all([ours(word), fontOwn(word)])
      const [gaps, fonts] = [inkGaps(mine), inkGaps(reference)]
      // The same breaks, give or take a pixel of anti-aliasing.
      expect(gaps.length, `${gaps} vs ${fonts}`).toBe(fonts.length)
      gaps.forEach((g, i) => expect(Math.abs(g - fonts[i]!)).toBeLessThanOrEqual(2))
      expect(text(mine)).toBe(word)
    },
  )

  it('reads back each letter of a skeleton the font shares (ح ج خ, ب ت ي) after the others', async () => {
    const file = await pdf((doc) =>
      paragraph(doc, 'جمعية الخير عبد الرحمن بيت', { rtl: true, size: 12 }),
    )
    expect(text(file)).toBe('جمعية الخير عبد الرحمن بيت')
  })

  it('reads back the alefs of a line whose first word drawn has hamza below (a composite glyph)', async () => {
    const file = await pdf((doc) =>
      paragraph(doc, 'محضر اجتماع مجلس الإدارة', { rtl: true, size: 14, bold: true }),
    )
    expect(text(file)).toBe('محضر اجتماع مجلس الإدارة')
  })
})
