import bidiFactory, { type EmbeddingLevels } from 'bidi-js'
import { drawArabic } from './arabic-run'
import { type Face, faceOf, fontName, measure, shapedWidth } from './fonts'

export { registerFonts } from './fonts'

/**
 * Paragraphs of mixed Arabic and Latin text for pdfkit (decisions 0029, 0088). pdfkit has
 * no bidirectional layout, so each line is ordered by bidi-js (the Unicode Bidirectional
 * Algorithm: embedding levels for the paragraph, reordering per line) and drawn run by run,
 * a run being characters of one level drawn by one font subset. Arabic runs go to pdfkit in
 * logical order: fontkit shapes them with the font's own features and lays them out right
 * to left.
 */
type Doc = PDFKit.PDFDocument
const bidi = bidiFactory()

export interface Run {
  /** What pdfkit is given; laid out left to right, except Arabic runs (see `visualRuns`). */
  text: string
  /** The run's characters in reading order, for the text a reader copies or searches. */
  logical: string
  face: Face
}

/**
 * Marks a value that reads left to right wherever it stands (ids, dates, amounts): without
 * it the bidi algorithm, by design, reads digits after Arabic letters as Arabic numbers and
 * shows «2026-03-05» as 05-03-2026 and «$50.00» as 50.00$.
 */
export const ltr = (value: string) => `\u2066${value}\u2069`
/** Marks text of unknown direction (a person's name, a comment): its first letter decides. */
export const isolate = (value: string) => `\u2068${value}\u2069`

/** Bidi controls: they steer the algorithm and are not drawn. */
const CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const CONTROLS = new RegExp(CONTROL.source, 'g')

type Group = { indices: number[]; face: Face; level: number }

/** Consecutive characters in visual order that are one run: one face, one level, adjacent. */
function groups(text: string, levels: Uint8Array, order: number[]): Group[] {
  const out: Group[] = []
  for (const i of order) {
    if (CONTROL.test(text[i]!)) continue
    const face = faceOf(text[i]!)
    const level = levels[i]!
    const last = out.at(-1)
    const step = level % 2 === 1 ? -1 : 1
    if (last && last.face === face && last.level === level && last.indices.at(-1)! + step === i)
      last.indices.push(i)
    else out.push({ indices: [i], face, level })
  }
  return out
}

/**
 * The runs of the line `text[start..end]` (inclusive), left to right as drawn, with
 * characters mirrored where a right-to-left level asks (brackets). fontkit lays out any
 * run of Arabic script right to left (it takes the direction from the script), so an
 * Arabic run is handed over in the reverse of its visual order: its logical order for
 * letters, and reversed for Arabic-Indic digits, which the algorithm keeps left to right.
 */
export function visualRuns(
  text: string,
  levels: EmbeddingLevels,
  start: number,
  end: number,
): Run[] {
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1)
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end)
  return groups(text, levels.levels, order).map(({ indices, face }) => {
    const visual = indices.map((i) => mirrored.get(i) ?? text[i]!)
    const logical = [...indices].sort((a, b) => a - b).map((i) => text[i]!)
    return {
      text: (face === 'ar' ? visual.reverse() : visual).join(''),
      logical: logical.join(''),
      face,
    }
  })
}

type Style = { size: number; bold: boolean }

/** A run's width as drawn (Arabic: shaped, arabic-run.ts). */
function widthOf(doc: Doc, text: string, face: Face, s: Style) {
  doc.font(fontName(face, s.bold)).fontSize(s.size)
  return face === 'ar' ? shapedWidth(doc, text, s.size) : measure(doc, text).width
}

/** A word's width: the sum of its pieces in each face. */
function wordWidth(doc: Doc, word: string, s: Style) {
  let width = 0
  for (const piece of word
    .replace(CONTROLS, '')
    .match(/[\p{Script=Arabic}\u200c\u200d]+|[^\p{Script=Arabic}\u200c\u200d]+/gu) ?? [])
    width += widthOf(doc, piece, faceOf(piece[0]!), s)
  return width
}

/** Greedy wrapping at spaces, in logical order: each line as [first, last] character index. */
export function wrap(
  words: { start: number; end: number; width: number }[],
  space: number,
  max: number,
) {
  const lines: [number, number][] = []
  let width = 0
  for (const w of words) {
    const line = lines.at(-1)
    if (line && width + space + w.width <= max) {
      line[1] = w.end
      width += space + w.width
    } else {
      lines.push([w.start, w.end])
      width = w.width
    }
  }
  return lines
}

function drawLine(doc: Doc, runs: Run[], x: number, y: number, s: Style) {
  for (const run of runs) {
    doc.font(fontName(run.face, s.bold)).fontSize(s.size)
    if (run.face === 'ar') x += drawArabic(doc, run, x, y, s)
    else {
      const { width, features } = measure(doc, run.text)
      doc.text(run.text, x, y, { lineBreak: false, features: features() })
      x += width
    }
  }
}

export function paragraph(
  doc: Doc,
  text: string,
  o: { rtl: boolean; size?: number; bold?: boolean; gap?: number },
) {
  const s = { size: o.size ?? 11, bold: o.bold ?? false }
  const left = doc.page.margins.left
  const right = doc.page.width - doc.page.margins.right
  const space = widthOf(doc, ' ', 'la', s)
  const lineHeight = s.size * 1.6

  for (const raw of text.split('\n')) {
    const source = raw.replace(/\s+/g, ' ').trim()
    if (!source) continue
    const levels = bidi.getEmbeddingLevels(source, o.rtl ? 'rtl' : 'ltr')
    const words = [...source.matchAll(/\S+/g)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length - 1,
      width: wordWidth(doc, m[0], s),
    }))
    for (const [start, end] of wrap(words, space, right - left)) {
      if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage()
      const runs = visualRuns(source, levels, start, end)
      const total = runs.reduce((sum, r) => sum + widthOf(doc, r.text, r.face, s), 0)
      const y = doc.y
      drawLine(doc, runs, o.rtl ? right - total : left, y, s)
      doc.x = left
      doc.y = y + lineHeight
    }
  }
  doc.y += o.gap ?? 0
}
