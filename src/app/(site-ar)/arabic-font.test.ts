import { readFileSync } from 'node:fs'
import path from 'node:path'
import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { CASE_TEXTS } from '@/features/cases/texts'
import { messagesFor } from '@/i18n/messages'
import { arabicFontCss, ARABIC_FONT_FILES, ARABIC_FONT_RANGES, codePointsOf } from './arabic-font'

const root = path.resolve(import.meta.dirname, '../../..')
const inRanges = new Set(codePointsOf(ARABIC_FONT_RANGES))
// Format controls (joiners, direction marks) draw nothing: a font need not map them all.
const drawn = [...inRanges].filter((c) => c < 0x200c || c > 0x200f)

async function faceOf(file: string) {
  const sfnt = await fontverter.convert(readFileSync(file), 'sfnt')
  return new hb.Face(new hb.Blob(sfnt))
}
const committed = (weight: 400 | 700) =>
  faceOf(path.join(root, 'public', ARABIC_FONT_FILES[weight]))
const original = (weight: 400 | 700) =>
  faceOf(
    path.join(
      root,
      `node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`,
    ),
  )

/** The glyphs and advances HarfBuzz gives `text` in `face`: joined forms, ligatures, marks. */
function shape(face: hb.Face, text: string) {
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(new hb.Font(face), buffer)
  return buffer.getGlyphInfosAndPositions().map((g) => g.xAdvance)
}

describe('the Arabic web font', () => {
  it('covers every Arabic character of the interface texts', () => {
    const texts = JSON.stringify([messagesFor('ar'), CASE_TEXTS.ar])
    const arabic = [...texts]
      .map((ch) => ch.codePointAt(0)!)
      .filter((c) => (c >= 0x0600 && c <= 0x06ff) || (c >= 0xfb50 && c <= 0xfeff))
    expect(arabic.length).toBeGreaterThan(1000)
    expect(arabic.filter((c) => !inRanges.has(c)).map((c) => c.toString(16))).toEqual([])
  })

  it.each([400, 700] as const)(
    'weight %i: the committed file draws every character of its range',
    async (weight) => {
      const mapped = new Set((await committed(weight)).collectUnicodes())
      expect(drawn.filter((c) => !mapped.has(c)).map((c) => c.toString(16))).toEqual([])
      // and nothing beyond it: the point of the subset is its size
      expect([...mapped].filter((c) => !inRanges.has(c)).map((c) => c.toString(16))).toEqual([])
    },
  )

  it.each([400, 700] as const)(
    'weight %i: Arabic text is shaped as with the whole font',
    async (weight) => {
      // Joined letters, lam-alef, marks, Arabic digits and punctuation, an honorific ligature.
      const text = 'بِسْمِ اللّٰه، لا إله إلا الله؛ مصر ٢٠٢٦ ڤيديو؟ ﷺ'
      // One after the other: the WOFF2 decoder is one WebAssembly instance.
      const subset = await committed(weight)
      const whole = await original(weight)
      expect(shape(subset, text)).toEqual(shape(whole, text))
    },
  )

  it('is declared by the committed stylesheet: an installed copy first, then the file, with its range', async () => {
    const cssFile = path.join(root, 'src/app/(site-ar)/arabic-font.css')
    const css = readFileSync(cssFile, 'utf8')
    // The stylesheet is the script's output for the ranges above (run it after changing them).
    const options = { ...(await resolveConfig(cssFile)), filepath: cssFile }
    expect(css).toBe(await format(arabicFontCss(), options))
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(2)
    for (const [i, weight] of [400, 700].entries()) {
      expect(faces[i]).toContain(`font-weight: ${weight};`)
      expect(faces[i]).toContain('font-display: optional;')
      expect(faces[i]).toMatch(
        new RegExp(
          `src:\\s+local\\('Noto Naskh Arabic[^)]*\\),[^;]*url\\('../../../public/fonts/noto-naskh-arabic-${weight}.woff2'\\)`,
        ),
      )
      expect(faces[i]).toMatch(/unicode-range:\s+U\+0020, U\+00A0, U\+060C,/)
    }
  })
})
