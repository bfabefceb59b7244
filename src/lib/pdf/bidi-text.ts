import path from 'node:path'

/**
 * Paragraphs of mixed Arabic and Latin text for pdfkit (decision 0029).
 * pdfkit shapes an Arabic word correctly (fontkit) but has no bidirectional
 * layout: it would lay the words of a line left to right. So we wrap lines
 * ourselves and place each word: Arabic runs right to left, Latin runs (names,
 * ids, numbers) left to right, the line's runs in the paragraph's direction.
 * Noto Naskh Arabic is published in subsets: its Arabic subset has no Latin
 * letters, digits or punctuation, so each piece of a word takes the subset
 * that has its glyphs.
 */
type Doc = PDFKit.PDFDocument

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
// From the project's node_modules (the server runs from the project folder): a path the
// bundler leaves alone, unlike require.resolve.
const fontFile = (subset: 'arabic' | 'latin', weight: 400 | 700) =>
  path.resolve(
    process.cwd(),
    'node_modules/@fontsource/noto-naskh-arabic/files',
    `noto-naskh-arabic-${subset}-${weight}-normal.woff`,
  )

/** Registers the four faces used by `paragraph` on a new document. */
export function registerFonts(doc: Doc) {
  doc.registerFont('ar', fontFile('arabic', 400))
  doc.registerFont('ar-bold', fontFile('arabic', 700))
  doc.registerFont('la', fontFile('latin', 400))
  doc.registerFont('la-bold', fontFile('latin', 700))
}

type Piece = { text: string; arabic: boolean }
type Word = { pieces: Piece[]; arabic: boolean; neutral: boolean; width: number }
const LETTER = /\p{L}/u

/** A word split into pieces of one script, in logical order. */
export function pieces(word: string): Piece[] {
  const out: Piece[] = []
  for (const ch of word) {
    const arabic = ARABIC.test(ch)
    const last = out.at(-1)
    if (last && last.arabic === arabic) last.text += ch
    else out.push({ text: ch, arabic })
  }
  return out
}

const fontOf = (p: Piece, bold: boolean) => `${p.arabic ? 'ar' : 'la'}${bold ? '-bold' : ''}`

/**
 * fontkit fails positioning a mark on some words of this font (those with
 * hamza below, e.g. «الإدارة»: an anchor is missing in the subset); such a
 * word is laid out without mark positioning, which it then does not need.
 */
const NO_MARKS = {
  ccmp: false,
  mark: false,
  mkmk: false,
} as unknown as PDFKit.Mixins.OpenTypeFeatures[]
/**
 * Without `ccmp` the font keeps each dotted letter as its own glyph instead of a shared
 * skeleton plus dots; pdfkit maps every glyph to the first character it drew, so with the
 * skeletons a PDF's text read back (copy, search, screen readers) swapped letters of one
 * skeleton (ي/ت, ف/ق, س/ش). The letters still join (init/medi/fina are untouched).
 */
const PLAIN = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]
function widthAndFeatures(doc: Doc, p: Piece, bold: boolean, size: number) {
  doc.font(fontOf(p, bold)).fontSize(size)
  if (!p.arabic) return { width: doc.widthOfString(p.text), features: undefined }
  try {
    return { width: doc.widthOfString(p.text, { features: PLAIN }), features: PLAIN }
  } catch {
    return { width: doc.widthOfString(p.text, { features: NO_MARKS }), features: NO_MARKS }
  }
}

/**
 * The visual order (left to right) of a line's words: consecutive words of one
 * direction form a run; Arabic runs and the pieces of Arabic words are reversed,
 * and in a right-to-left paragraph the runs are too.
 */
export function visualOrder<T extends { arabic: boolean }>(words: T[], rtl: boolean): T[] {
  const runs: T[][] = []
  for (const w of words) {
    const last = runs.at(-1)
    if (last && last[0]!.arabic === w.arabic) last.push(w)
    else runs.push([w])
  }
  const ordered = runs.map((r) => (r[0]!.arabic ? [...r].reverse() : r))
  return (rtl ? ordered.reverse() : ordered).flat()
}

/**
 * Words without letters (numbers, dates, punctuation) take the direction of
 * their surroundings: between two Arabic words (or an Arabic word and the edge
 * of a right-to-left paragraph) they belong to the Arabic run, so «عام 2027
 * وخطة» keeps its order inside an English paragraph too.
 */
export function resolveNeutrals<T extends { arabic: boolean; neutral: boolean }>(
  words: T[],
  rtl: boolean,
): T[] {
  const strong = (from: number, step: 1 | -1) => {
    for (let i = from; i >= 0 && i < words.length; i += step)
      if (!words[i]!.neutral) return words[i]!.arabic
    return rtl
  }
  return words.map((w, i) =>
    w.neutral ? { ...w, arabic: strong(i - 1, -1) && strong(i + 1, 1) } : w,
  )
}

export function paragraph(
  doc: Doc,
  text: string,
  o: { rtl: boolean; size?: number; bold?: boolean; gap?: number },
) {
  const size = o.size ?? 11
  const bold = o.bold ?? false
  const left = doc.page.margins.left
  const right = doc.page.width - doc.page.margins.right
  const measure = (ps: Piece[]) =>
    ps.reduce((w, p) => w + widthAndFeatures(doc, p, bold, size).width, 0)
  const space = doc.font('la').fontSize(size).widthOfString(' ')
  const lineHeight = size * 1.6

  for (const source of text.split('\n')) {
    const words: Word[] = resolveNeutrals(
      source
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => {
          const ps = pieces(w)
          const arabic = ps.some((p) => p.arabic)
          return { pieces: ps, arabic, neutral: !LETTER.test(w), width: measure(ps) }
        }),
      o.rtl,
    )
    const lines: Word[][] = [[]]
    let width = 0
    for (const w of words) {
      const line = lines.at(-1)!
      if (line.length > 0 && width + space + w.width > right - left) {
        lines.push([w])
        width = w.width
      } else {
        width += (line.length ? space : 0) + w.width
        line.push(w)
      }
    }
    for (const line of lines) {
      if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage()
      const total = line.reduce((s, w) => s + w.width, 0) + space * Math.max(0, line.length - 1)
      let x = o.rtl ? right - total : left
      const y = doc.y
      for (const w of visualOrder(line, o.rtl)) {
        for (const p of w.arabic ? [...w.pieces].reverse() : w.pieces) {
          const { width, features } = widthAndFeatures(doc, p, bold, size)
          doc.text(p.text, x, y, { lineBreak: false, features })
          x += width
        }
        x += space
      }
      doc.x = left
      doc.y = y + lineHeight
    }
  }
  doc.y += o.gap ?? 0
}
