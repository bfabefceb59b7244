import { currentFont, fontName, noMarks, shapeWith, shaping } from './fonts'

/**
 * Draws one Arabic run, shaped by the font's own features (decision 0088), and returns its
 * width. The glyphs are drawn as outlines and the run's letters are laid over them as
 * invisible text: a shaped run's glyphs do not map one to one to its letters (the font draws
 * skeletons and dots as glyphs of their own, one skeleton for ب ت ث ن ي), and a PDF gives
 * each glyph one text, so shaped text read back (copy, search, pdftotext, screen readers)
 * would swap letters. The invisible layer is laid out without `ccmp`, where each glyph is
 * one letter; laid out so, the font leaves gaps inside words («المت برع»), which is why it
 * is not the visible one. (ActualText spans would be the textbook answer; poppler 22 places
 * their text at one point, one word a line.)
 */
type Doc = PDFKit.PDFDocument
type Style = { size: number; bold: boolean }

// A new map each time: fontkit writes into the one it is given (fonts.ts).
const letterPerGlyph = () => ({ ccmp: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[]

/** The run as filled outlines, from its top-left corner (pdfkit's text origin) at x, y. */
function outlines(doc: Doc, text: string, x: number, y: number, size: number) {
  const { ascender } = currentFont(doc)
  return shaping(doc, (font) => {
    const run = shapeWith(font, text)
    const k = size / font.unitsPerEm
    const baseline = y + (ascender / 1000) * size
    let pen = x
    run.glyphs.forEach((glyph, i) => {
      const p = run.positions[i]!
      doc.save()
      doc.transform(k, 0, 0, -k, pen + p.xOffset * k, baseline - p.yOffset * k)
      doc.path(glyph.path.toSVG()).fill()
      doc.restore()
      pen += p.xAdvance * k
    })
    return pen - x
  })
}

/** The run's letters, invisible, stretched to the drawn width. */
function textLayer(doc: Doc, text: string, x: number, y: number, width: number) {
  let features = letterPerGlyph
  let plain: number
  try {
    plain = doc.widthOfString(text, { features: features() })
  } catch {
    features = noMarks
    plain = doc.widthOfString(text, { features: features() })
  }
  doc.save()
  doc.fillOpacity(0)
  // pdfkit 0.17 takes horizontalScaling (Tz); its type definitions do not list it yet.
  const options: PDFKit.Mixins.TextOptions & { horizontalScaling: number } = {
    lineBreak: false,
    features: features(),
    horizontalScaling: plain > 0 ? (100 * width) / plain : 100,
  }
  doc.text(text, x, y, options)
  doc.restore()
}

export function drawArabic(doc: Doc, run: { text: string }, x: number, y: number, s: Style) {
  doc.font(fontName('ar', s.bold)).fontSize(s.size)
  const width = outlines(doc, run.text, x, y, s.size)
  textLayer(doc, run.text, x, y, width)
  return width
}
