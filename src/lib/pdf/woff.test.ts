import { readFileSync } from 'node:fs'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { currentFont } from './fonts'
import { sfntOfWoff } from './woff'

const fontPath = (name: string) =>
  path.resolve(process.cwd(), 'node_modules/@fontsource/noto-naskh-arabic/files', name)

/** The width pdfkit measures and the glyphs (ids, outlines) fontkit lays out, in one face. */
function laidOut(font: string | Buffer, text: string) {
  const doc = new PDFDocument()
  doc.registerFont('face', font)
  doc.font('face')
  const run = currentFont(doc).font.layout(text, {}) as unknown as {
    glyphs: { id: number; path: { toSVG(): string } }[]
  }
  return {
    width: doc.widthOfString(text),
    ids: run.glyphs.map((g) => g.id),
    outlines: run.glyphs.map((g) => g.path.toSVG()),
  }
}

describe('sfntOfWoff', () => {
  it.each([
    ['noto-naskh-arabic-arabic-700-normal.woff', 'بسم الله الرحمن الرحيم مؤسسة مصر'],
    ['noto-naskh-arabic-latin-400-normal.woff', 'Receipt No. 123: $25.00'],
  ])('unpacks %s into a font that measures and draws as the WOFF does', (name, text) => {
    const unpacked = sfntOfWoff(readFileSync(fontPath(name)))
    expect(unpacked.readUInt32BE(0)).toBe(0x00010000) // a TrueType file, no longer 'wOFF'
    expect(laidOut(unpacked, text)).toEqual(laidOut(fontPath(name), text))
  })

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => sfntOfWoff(Buffer.from('OTTO and then some bytes'))).toThrow(/not a WOFF/)
  })
})
