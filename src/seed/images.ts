import sharp from 'sharp'

import type { SeedImage } from './data/types'

/**
 * Demo illustrations drawn in code: an SVG is built from the image's hue and title,
 * then rasterised to WebP with sharp. Landscape images are 1200x800 with the title
 * in large white type; portraits are 600x600 avatars with the person's initials,
 * designed so that they still look right when cropped to a circle.
 */

export const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif'

const SIZES = {
  landscape: { width: 1200, height: 800 },
  portrait: { width: 600, height: 600 },
} as const

/** Escapes text for use inside SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** HSL (hue in degrees, saturation and lightness in percent) to a '#rrggbb' colour. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360
  const s = Math.min(100, Math.max(0, saturation)) / 100
  const l = Math.min(100, Math.max(0, lightness)) / 100
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number): string => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    let value = p
    if (t < 1 / 6) value = p + (q - p) * 6 * t
    else if (t < 1 / 2) value = q
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`
}

/** A small deterministic random generator seeded from a string, so a key always draws the same picture. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i)
    state = Math.imul(state, 16777619)
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HONORIFICS = new Set(['dr', 'eng', 'mr', 'mrs', 'ms', 'prof', 'hajj', 'sheikh', 'om', 'abu'])
const PARTICLES = new Set([
  'el',
  'al',
  'abdel',
  'abou',
  'abu',
  'abd',
  'bin',
  'ibn',
  'de',
  'van',
  'von',
])

/**
 * Up to two initials: the first letter of the first name and of the family name.
 * Honorifics (Dr., Eng., ...) are skipped, and name particles such as 'El' or 'Abdel'
 * are not used as the family name's initial ('Hesham El Naggar' gives 'HN').
 */
export function initials(name: string): string {
  const words = name
    .split(/[\s\u2013\u2014-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 0)
  const meaningful = words.filter(
    (w, i) => !(i < words.length - 1 && HONORIFICS.has(w.toLowerCase())),
  )
  if (meaningful.length === 0) return '?'
  const first = meaningful[0] ?? ''
  if (meaningful.length === 1) return Array.from(first)[0]?.toUpperCase() ?? '?'
  const rest = meaningful.slice(1)
  const last =
    [...rest].reverse().find((w) => !PARTICLES.has(w.toLowerCase())) ?? rest[rest.length - 1] ?? ''
  return `${Array.from(first)[0] ?? ''}${Array.from(last)[0] ?? ''}`.toUpperCase()
}

/** Greedy word wrap to lines of at most `maxChars` characters (a single long word stays whole). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!current) current = word
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`
    else {
      lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  return lines
}

/** Picks a font size and line layout so the title fits in at most three lines. */
function layoutTitle(title: string): { lines: string[]; fontSize: number } {
  for (const [fontSize, maxChars] of [
    [76, 20],
    [64, 24],
    [56, 28],
    [48, 32],
  ] as const) {
    const lines = wrapText(title, maxChars)
    if (lines.length <= 3) return { lines, fontSize }
  }
  return { lines: wrapText(title, 38).slice(0, 4), fontSize: 42 }
}

function shadowFilter(id: string, blur: number, dy: number, opacity: number): string {
  return `<filter id="${id}" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}" result="b"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
}

/** The SVG markup of a landscape illustration with the title. */
export function landscapeSvg(img: SeedImage): string {
  const { width, height } = SIZES.landscape
  const rand = seededRandom(img.key)
  const h = img.hue
  const shapes: string[] = []
  // Large soft circles.
  for (let i = 0; i < 3; i++) {
    const cx = Math.round(rand() * width)
    const cy = Math.round(rand() * height * 0.7)
    const r = Math.round(120 + rand() * 260)
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.06 + rand() * 0.08).toFixed(2)}"/>`,
    )
  }
  // A couple of rounded squares and a ring.
  for (let i = 0; i < 2; i++) {
    const s = Math.round(90 + rand() * 120)
    const x = Math.round(rand() * (width - s))
    const y = Math.round(rand() * (height * 0.6))
    const rot = Math.round(rand() * 90)
    shapes.push(
      `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" fill="${hsl(h + 40, 70, 75)}" fill-opacity="0.18" transform="rotate(${rot} ${x + s / 2} ${y + s / 2})"/>`,
    )
  }
  const ringX = Math.round(150 + rand() * 900)
  const ringY = Math.round(120 + rand() * 200)
  shapes.push(
    `<circle cx="${ringX}" cy="${ringY}" r="${Math.round(50 + rand() * 40)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10"/>`,
  )
  // Rolling hills at the bottom.
  const y1 = Math.round(560 + rand() * 60)
  const y2 = Math.round(600 + rand() * 60)
  shapes.push(
    `<path d="M0 ${y1} C 300 ${y1 - 90}, 600 ${y1 + 70}, 1200 ${y1 - 40} L1200 800 L0 800 Z" fill="${hsl(h + 20, 45, 22)}" fill-opacity="0.45"/>`,
    `<path d="M0 ${y2 + 40} C 400 ${y2 - 40}, 800 ${y2 + 90}, 1200 ${y2} L1200 800 L0 800 Z" fill="${hsl(h - 15, 50, 16)}" fill-opacity="0.55"/>`,
  )
  // Scattered dots.
  for (let i = 0; i < 10; i++) {
    shapes.push(
      `<circle cx="${Math.round(rand() * width)}" cy="${Math.round(rand() * height)}" r="${Math.round(4 + rand() * 8)}" fill="#ffffff" fill-opacity="0.3"/>`,
    )
  }

  const { lines, fontSize } = layoutTitle(img.title)
  const lineHeight = Math.round(fontSize * 1.2)
  const firstBaseline = Math.round(
    height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35 - 20,
  )
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 62, 56)}"/><stop offset="1" stop-color="${hsl(h + 35, 55, 27)}"/></linearGradient>
${shadowFilter('shadow', 6, 4, 0.55)}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${shapes.join('\n')}
<text text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="bold" font-size="${fontSize}" fill="#ffffff" filter="url(#shadow)">${tspans}</text>
<text x="${width / 2}" y="${height - 48}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="26" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">NEW EGYPT</text>
</svg>`
}

/** The SVG markup of a portrait avatar with the initials of the title. */
export function portraitSvg(img: SeedImage): string {
  const { width, height } = SIZES.portrait
  const rand = seededRandom(img.key)
  const h = img.hue
  const text = escapeXml(initials(img.title))
  const fontSize = text.length > 1 ? 200 : 240
  const arcs: string[] = []
  for (let i = 0; i < 3; i++) {
    const r = Math.round(150 + i * 55 + rand() * 20)
    const start = rand() * Math.PI * 2
    const end = start + 0.8 + rand() * 1.6
    const p = (a: number) =>
      `${(300 + r * Math.cos(a)).toFixed(1)} ${(300 + r * Math.sin(a)).toFixed(1)}`
    arcs.push(
      `<path d="M ${p(start)} A ${r} ${r} 0 ${end - start > Math.PI ? 1 : 0} 1 ${p(end)}" fill="none" stroke="#ffffff" stroke-opacity="${(0.18 + i * 0.06).toFixed(2)}" stroke-width="${14 - i * 3}" stroke-linecap="round"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<radialGradient id="bg" cx="0.35" cy="0.3" r="0.85"><stop offset="0" stop-color="${hsl(h, 60, 62)}"/><stop offset="1" stop-color="${hsl(h + 25, 55, 30)}"/></radialGradient>
${shadowFilter('shadow', 5, 4, 0.5)}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="300" cy="300" r="255" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="${Math.round(140 + rand() * 60)}" cy="${Math.round(120 + rand() * 60)}" r="${Math.round(40 + rand() * 30)}" fill="#ffffff" fill-opacity="0.1"/>
${arcs.join('\n')}
<text x="300" y="${Math.round(300 + fontSize * 0.36)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="bold" font-size="${fontSize}" fill="#ffffff" filter="url(#shadow)">${text}</text>
</svg>`
}

/** Rasterises SVG markup to WebP. */
export async function svgToWebp(svg: string, quality = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer()
}

/** Renders a seed image to a WebP buffer (landscape 1200x800 or portrait 600x600). */
export async function renderSeedImage(img: SeedImage): Promise<Buffer> {
  const svg = img.kind === 'portrait' ? portraitSvg(img) : landscapeSvg(img)
  return svgToWebp(svg, 70)
}
