/**
 * Writes the Arabic web font (decision 0064): Noto Naskh Arabic 400 and 700 from @fontsource's
 * Arabic subset, cut down to ARABIC_FONT_RANGES, into public/fonts/, and their @font-face rules
 * into src/app/(site-ar)/arabic-font.css (the Arabic layout imports it). Run after changing the
 * ranges or updating @fontsource/noto-naskh-arabic:  npx tsx scripts/subset-arabic-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import subsetFont from 'subset-font'
import {
  ARABIC_FONT_FILES,
  ARABIC_FONT_RANGES,
  arabicFontCss,
  codePointsOf,
} from '../src/app/(site-ar)/arabic-font'
import { root } from './lib/process'

const source = (weight: string) =>
  path.join(
    root,
    'node_modules/@fontsource/noto-naskh-arabic/files',
    `noto-naskh-arabic-arabic-${weight}-normal.woff2`,
  )
const cssFile = path.join(root, 'src/app/(site-ar)/arabic-font.css')

// hb-subset keeps the font's shaping rules (joined forms, lam-alef, marks) for these characters:
// the joined forms are glyphs reached through them, not characters of their own.
const text = String.fromCodePoint(...codePointsOf(ARABIC_FONT_RANGES))
for (const [weight, file] of Object.entries(ARABIC_FONT_FILES)) {
  const original = readFileSync(source(weight))
  const subset = await subsetFont(original, text, { targetFormat: 'woff2' })
  writeFileSync(path.join(root, 'public', file), subset)
  console.log(`public/${file}: ${original.length} → ${subset.length} bytes`)
}
const options = { ...(await resolveConfig(cssFile)), filepath: cssFile }
writeFileSync(cssFile, await format(arabicFontCss(), options))
console.log(`${path.relative(root, cssFile)} written`)
