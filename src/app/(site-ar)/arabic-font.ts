/**
 * The Arabic web font (decision 0064): Noto Naskh Arabic 400 and 700, cut down to the
 * characters Arabic text is written with: 28 KB for both weights instead of 105 KB.
 * scripts/subset-arabic-font.ts writes the files (public/fonts/) from @fontsource's Arabic subset
 * and their rules (arabic-font.css, imported by the Arabic layout alone, so English pages never
 * load the font) from what is below.
 */

/**
 * What the files hold, as [first, last] code points: the spaces (the font's own, as between
 * Arabic words before), the Arabic letters, marks, digits and punctuation (U+060C–U+066D,
 * U+0670), the letters Egyptian writing borrows for foreign sounds (پ چ ژ ڤ ک گ ی, alef wasla),
 * the Persian digits, the joiners and direction marks, and the two honorific ligatures of
 * religious text (ﷲ ﷺ). Anything else in an Arabic page (Latin, rarer Arabic letters) is drawn
 * by the next font of the stack (base.css).
 */
export const ARABIC_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
  [0xfdf2, 0xfdf2],
  [0xfdfa, 0xfdfa],
]

/** The committed files, by weight, under public/ (the stylesheet names them relatively). */
export const ARABIC_FONT_FILES = {
  400: 'fonts/noto-naskh-arabic-400.woff2',
  700: 'fonts/noto-naskh-arabic-700.woff2',
} as const

export const codePointsOf = (ranges: typeof ARABIC_FONT_RANGES) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')

/** The names a phone or desktop that has the font installed knows it by (Android ships it). */
const LOCAL_NAMES = {
  400: ['Noto Naskh Arabic', 'Noto Naskh Arabic Regular', 'NotoNaskhArabic-Regular'],
  700: ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
} as const

/**
 * The rules of src/app/(site-ar)/arabic-font.css (the script formats them as prettier does). An
 * installed copy is used first (`local()`), so a device that has the font never downloads it;
 * `optional`: the text shows at once, and the page never reflows for the font (with `swap` the
 * Arabic home's hero text shrank from 88 to 61 px when it arrived, CLS 0.084): a first visit
 * whose download is not there within the browser's short wait keeps the system's Arabic font, the
 * next visit has it from the cache; `unicode-range` sends any other character to the next font.
 */
export function arabicFontCss(): string {
  const range = ARABIC_FONT_RANGES.map(([a, b]) =>
    a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`,
  )
  const faces = ([400, 700] as const).map((weight) => {
    const src = [
      ...LOCAL_NAMES[weight].map((name) => `local('${name}')`),
      `url('../../../public/${ARABIC_FONT_FILES[weight]}') format('woff2')`,
    ]
    return `@font-face { font-family: 'Noto Naskh Arabic'; font-style: normal; font-weight: ${weight}; font-display: optional; src: ${src.join(', ')}; unicode-range: ${range.join(', ')}; }`
  })
  return `/* Written by scripts/subset-arabic-font.ts from arabic-font.ts (decision 0064): edit those. */\n${faces.join('\n')}\n`
}
