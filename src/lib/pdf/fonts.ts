import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sfntOfWoff } from './woff'

/**
 * Noto Naskh Arabic is published in subsets: its Arabic subset has no Latin letters,
 * digits or punctuation, so each run of a line takes the subset that has its glyphs
 * (decisions 0029, 0088).
 */
type Doc = PDFKit.PDFDocument
export type Face = 'ar' | 'la'

// From the project's node_modules (the server runs from the project folder): a path the
// bundler leaves alone, unlike require.resolve.
const fontFile = (subset: 'arabic' | 'latin', weight: 400 | 700) =>
  path.resolve(
    process.cwd(),
    'node_modules/@fontsource/noto-naskh-arabic/files',
    `noto-naskh-arabic-${subset}-${weight}-normal.woff`,
  )

/** Each face read and unpacked from WOFF once per process (./woff.ts says why). */
const unpacked = new Map<string, Buffer>()
const fontData = (subset: 'arabic' | 'latin', weight: 400 | 700) => {
  const file = fontFile(subset, weight)
  let data = unpacked.get(file)
  if (!data) unpacked.set(file, (data = sfntOfWoff(readFileSync(file))))
  return data
}

/** Registers the four faces used by `paragraph` on a new document. */
export function registerFonts(doc: Doc) {
  doc.registerFont('ar', fontData('arabic', 400))
  doc.registerFont('ar-bold', fontData('arabic', 700))
  doc.registerFont('la', fontData('latin', 400))
  doc.registerFont('la-bold', fontData('latin', 700))
}

const ARABIC = /[\p{Script_Extensions=Arabic}\u200c\u200d]/u

/** The subset that draws a character: Arabic letters, marks and punctuation, or the rest. */
export const faceOf = (ch: string): Face => (ARABIC.test(ch) ? 'ar' : 'la')

export const fontName = (face: Face, bold: boolean) => `${face}${bold ? '-bold' : ''}`

export interface FontkitRun {
  glyphs: { path: { toSVG(): string } }[]
  positions: { xAdvance: number; xOffset: number; yOffset: number }[]
  advanceWidth: number
}
export interface FontkitFont {
  unitsPerEm: number
  layout(text: string, features: unknown): FontkitRun
  _glyphs: Record<number, unknown>
}
/** The current face's fontkit font and its ascender (pdfkit's units: 1000 an em). */
export const currentFont = (doc: Doc) =>
  (doc as unknown as { _font: { font: FontkitFont; ascender: number } })._font

/**
 * Full shaping (`ccmp` on) of an Arabic run, for its outlines and width only. fontkit keeps
 * each glyph object with the letters it was first laid out for, and pdfkit writes those
 * letters as the glyph's text: a skeleton shared by ب ت ث ن ي (or ح ج خ) would be read back
 * as whichever letter came first. So the glyphs this layout makes are set aside, and the
 * glyphs that carry text only ever come from the letter-per-glyph layout (arabic-run.ts).
 * (Set aside, not dropped: building glyph objects again for each run made a receipt slow.)
 * `_glyphs` is fontkit 2's cache (the version is pinned by package-lock.json; the PDF tests
 * read the text back and would catch a change).
 */
const shapingGlyphs = new WeakMap<FontkitFont, Record<number, unknown>>()

/**
 * Runs `fn` with the current face's shaping glyphs in place: everything that makes glyph
 * objects from a full shaping (the layout, and the outlines, whose composite glyphs make
 * their parts) must happen inside.
 */
export function shaping<T>(doc: Doc, fn: (font: FontkitFont) => T): T {
  const font = currentFont(doc).font
  const kept = font._glyphs
  if (!shapingGlyphs.has(font)) shapingGlyphs.set(font, {})
  font._glyphs = shapingGlyphs.get(font)!
  try {
    return fn(font)
  } finally {
    font._glyphs = kept
  }
}

/**
 * fontkit 2.0.4 throws on a NULL anchor in GPOS mark positioning, which OpenType allows (no
 * anchor for that mark there): foliojs/fontkit#367, hit by this font on hamza below («الإدارة»,
 * «الإيصال»). Its open fix (foliojs/fontkit#374) skips such an attachment, as HarfBuzz does;
 * so do we, on fontkit's GPOS processor, the first time a layout throws.
 */
type GposProcessor = { applyAnchor(mark: { markAnchor?: unknown }, base: unknown, i: number): void }
function skipNullAnchors(font: FontkitFont) {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })
    ._layoutEngine?.engine
  if (!engine?.GPOSProcessor) return
  const proto = Object.getPrototypeOf(engine.GPOSProcessor) as GposProcessor & { skips?: true }
  if (proto.skips) return
  const apply = proto.applyAnchor
  proto.applyAnchor = function (mark, base, i) {
    if (base && mark?.markAnchor) apply.call(this, mark, base, i)
  }
  proto.skips = true
}

/** A full shaping of `text`; to be called inside `shaping`. */
export function shapeWith(font: FontkitFont, text: string): FontkitRun {
  try {
    return font.layout(text, fontDefaults())
  } catch {
    skipNullAnchors(font)
  }
  try {
    return font.layout(text, fontDefaults())
  } catch {
    return font.layout(text, noMarks())
  }
}

/** The width of a shaped Arabic run in the current face and size. */
export const shapedWidth = (doc: Doc, text: string, size: number) =>
  shaping(doc, (font) => (shapeWith(font, text).advanceWidth / font.unitsPerEm) * size)

/**
 * Features handed to pdfkit for every run. Any value makes pdfkit lay the run out as one
 * piece (without it, pdfkit shapes word by word and keeps the words of a right-to-left run
 * in logical order); an empty list keeps the font's own default features: joining, the
 * `ccmp` decomposition its contextual forms rely on, marks and kerning. Each call gets a new
 * list or map: fontkit writes the features it applied into the one it is given, and a shared
 * one carried Arabic features (isol, fina…) into the next run's layout, losing letters. Turning `ccmp` off
 * (as the old pass did to keep copied text right) left gaps inside words («المت برع»);
 * the text read back is now carried by ActualText instead (see bidi-text.ts).
 */
const fontDefaults = () => [] as PDFKit.Mixins.OpenTypeFeatures[]
/**
 * fontkit fails positioning a mark on some words of this font (those with hamza below,
 * e.g. «الإدارة»: an anchor is missing in the subset); such a run (a word: spaces end runs)
 * is laid out a letter a glyph, dots drawn with their letter (`ccmp` off), and without mark
 * positioning, which it then does not need. With `ccmp` on and marks off, its dots floated.
 */
export const noMarks = () =>
  ({ ccmp: false, mark: false, mkmk: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[]

/** The width of a run in the current font and size, and the features that lay it out. */
export function measure(doc: Doc, text: string) {
  try {
    return { width: doc.widthOfString(text, { features: fontDefaults() }), features: fontDefaults }
  } catch {
    return { width: doc.widthOfString(text, { features: noMarks() }), features: noMarks }
  }
}
