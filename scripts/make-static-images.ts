/**
 * Writes the small static images used by the site shell to public/images/:
 * hero banners, default avatar, default purpose image, about and service pictures,
 * testimonial avatars and the logo. Everything is drawn as SVG in code and
 * rasterised to WebP with sharp, so the output is reproducible.
 *
 *   npx tsx scripts/make-static-images.ts
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { FONT_FAMILY, hsl, seededRandom, svgToWebp } from '../src/seed/images'

const OUT_DIR = path.resolve(process.cwd(), 'public/images')

const svg = (w: number, h: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`

const vGradient = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`

/** An abstract standing person: round head and a rounded body, feet at (x, y). */
function person(
  x: number,
  y: number,
  s: number,
  color: string,
  headColor = color,
  scarf = false,
): string {
  const head = `<circle cx="${x}" cy="${y - 86 * s}" r="${14 * s}" fill="${headColor}"/>`
  const hijab = scarf
    ? `<path d="M ${x - 17 * s} ${y - 84 * s} a ${17 * s} ${19 * s} 0 1 1 ${34 * s} 0 l ${4 * s} ${22 * s} h ${-42 * s} Z" fill="${color}"/>`
    : ''
  const body = `<path d="M ${x - 20 * s} ${y} L ${x - 17 * s} ${y - 58 * s} Q ${x - 16 * s} ${y - 68 * s} ${x} ${y - 68 * s} Q ${x + 16 * s} ${y - 68 * s} ${x + 17 * s} ${y - 58 * s} L ${x + 20 * s} ${y} Z" fill="${color}"/>`
  const face = scarf
    ? `<circle cx="${x}" cy="${y - 85 * s}" r="${10 * s}" fill="${headColor}"/>`
    : ''
  return body + head + hijab + face
}

/** A palm tree with its base at (x, y). */
function palm(x: number, y: number, s: number, trunk: string, leaves: string): string {
  const topX = x + 18 * s
  const topY = y - 170 * s
  const fronds = [-150, -115, -75, -35, 0, 35]
    .map(
      (a) =>
        `<ellipse cx="${topX + 38 * s}" cy="${topY}" rx="${42 * s}" ry="${9 * s}" fill="${leaves}" transform="rotate(${a} ${topX} ${topY})"/>`,
    )
    .join('')
  return `<path d="M ${x - 6 * s} ${y} Q ${x + 4 * s} ${y - 90 * s} ${topX - 3 * s} ${topY} L ${topX + 4 * s} ${topY} Q ${x + 12 * s} ${y - 90 * s} ${x + 6 * s} ${y} Z" fill="${trunk}"/>${fronds}`
}

/** A simple flat-roofed village house, optionally with a dome. */
function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  dark: string,
  dome = false,
): string {
  const d = dome
    ? `<path d="M ${x + w * 0.25} ${y - h} a ${w * 0.25} ${w * 0.25} 0 0 1 ${w * 0.5} 0 Z" fill="${wall}"/>`
    : ''
  return `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/>${d}<rect x="${x + w * 0.4}" y="${y - h * 0.45}" width="${w * 0.2}" height="${h * 0.45}" rx="${w * 0.1}" fill="${dark}"/><rect x="${x + w * 0.12}" y="${y - h * 0.8}" width="${w * 0.16}" height="${w * 0.14}" fill="${dark}"/>`
}

/** Hero 1: sunrise over the Nile, palms, pyramids in the distance and a small gathering of people. */
function hero1(): string {
  const W = 1600
  const H = 900
  const defs =
    vGradient('sky', ['#f6c98b', '#f4a98a', '#d98a9a']) +
    vGradient('river', ['#7fb6c9', '#4d8aa3']) +
    `<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#ffd98f" stop-opacity="0"/></radialGradient>`
  const people = [
    person(620, 760, 1.5, '#5b3a4a', '#7a4e55', true),
    person(690, 770, 1.65, '#3f5c6b', '#7a4e55'),
    person(752, 765, 1.2, '#8a4b3c', '#7a4e55'),
    person(805, 772, 1.0, '#c07a4f', '#7a4e55'),
    person(870, 768, 1.55, '#4e6b4a', '#7a4e55', true),
    person(940, 770, 1.6, '#2f4858', '#7a4e55'),
  ].join('')
  const body = `
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="1180" cy="330" r="260" fill="url(#sun)"/>
<circle cx="1180" cy="330" r="90" fill="#fff1cc"/>
<path d="M 180 560 L 330 400 L 480 560 Z" fill="#d9a37e"/><path d="M 330 400 L 480 560 L 400 560 Z" fill="#c48e6c"/>
<path d="M 430 560 L 540 445 L 650 560 Z" fill="#dcae88"/><path d="M 540 445 L 650 560 L 590 560 Z" fill="#c7987a"/>
<path d="M 0 560 C 300 540 600 575 900 555 S 1400 540 1600 560 L 1600 900 L 0 900 Z" fill="#c9a27a"/>
<path d="M 0 610 C 400 590 800 640 1600 600 L 1600 690 C 1100 720 500 660 0 700 Z" fill="url(#river)"/>
<path d="M 180 640 q 60 -8 120 0 M 900 630 q 80 -10 160 0 M 1250 650 q 60 -8 120 0" stroke="#e9f4f7" stroke-opacity="0.6" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M 1050 640 l 70 0 l -12 16 l -48 0 Z" fill="#5a4034"/><path d="M 1083 640 L 1083 560 L 1125 632 Z" fill="#f7efe3"/>
<path d="M 0 700 C 500 660 1000 720 1600 690 L 1600 900 L 0 900 Z" fill="#8aa35f"/>
<path d="M 0 780 C 400 740 1100 800 1600 760 L 1600 900 L 0 900 Z" fill="#6d8a4e"/>
${palm(140, 760, 1.6, '#6b4a35', '#3f6b3a')}${palm(260, 780, 1.2, '#6b4a35', '#4b7a44')}
${palm(1380, 770, 1.5, '#6b4a35', '#3f6b3a')}${palm(1490, 790, 1.1, '#6b4a35', '#4b7a44')}
${people}`
  return svg(W, H, body, defs)
}

/** Hero 2: evening in a village, domed houses, a big shade tree and neighbours sharing a meal. */
function hero2(): string {
  const W = 1600
  const H = 900
  const defs =
    vGradient('sky2', ['#2f5d7c', '#4f8fa8', '#9cc8c4']) +
    vGradient('ground2', ['#c8b38a', '#a88f66'])
  const rand = seededRandom('hero-2')
  const stars = Array.from(
    { length: 28 },
    () =>
      `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * 300)}" r="${(1.5 + rand() * 2).toFixed(1)}" fill="#fffbe8" fill-opacity="0.8"/>`,
  ).join('')
  const houses = [
    house(80, 640, 220, 170, '#e8d3b0', '#7a5b45', true),
    house(320, 640, 160, 130, '#dcc29a', '#7a5b45'),
    house(1150, 640, 190, 150, '#e3cba4', '#7a5b45'),
    house(1360, 640, 200, 190, '#eddbbb', '#7a5b45', true),
  ].join('')
  const seated = [560, 640, 720, 900, 980, 1060]
    .map((x, i) =>
      person(
        x,
        742,
        1.05,
        ['#8e4f5c', '#33596b', '#b86a3e', '#52704a', '#6b4c7a', '#2e4a5e'][i] ?? '#333',
        '#6e4a44',
        i % 3 === 0,
      ),
    )
    .join('')
  const body = `
<rect width="${W}" height="${H}" fill="url(#sky2)"/>${stars}
<path d="M 1240 150 a 70 70 0 1 0 60 110 a 56 56 0 1 1 -60 -110 Z" fill="#fff3c4"/>
<path d="M 0 640 C 400 610 1200 660 1600 630 L 1600 900 L 0 900 Z" fill="url(#ground2)"/>
${houses}
<rect x="790" y="430" width="34" height="240" rx="12" fill="#5d4331"/>
<ellipse cx="807" cy="400" rx="260" ry="120" fill="#3f6f4a"/><ellipse cx="700" cy="430" rx="140" ry="80" fill="#4b7f55"/><ellipse cx="930" cy="420" rx="150" ry="85" fill="#467a50"/>
${seated}
<rect x="600" y="690" width="420" height="22" rx="11" fill="#a6553f"/><rect x="620" y="712" width="12" height="40" fill="#7d3f30"/><rect x="988" y="712" width="12" height="40" fill="#7d3f30"/>
<ellipse cx="680" cy="688" rx="26" ry="7" fill="#f2e6cf"/><ellipse cx="810" cy="686" rx="34" ry="9" fill="#f2e6cf"/><ellipse cx="940" cy="688" rx="26" ry="7" fill="#f2e6cf"/>
<path d="M 790 680 a 20 12 0 0 1 40 0 Z" fill="#e9a35b"/>
<path d="M 0 800 C 500 770 1100 830 1600 790 L 1600 900 L 0 900 Z" fill="#9a8158"/>
<g fill="#ffd27a"><rect x="225" y="560" width="14" height="20" rx="3"/><rect x="1475" y="545" width="14" height="20" rx="3"/><rect x="1275" y="565" width="14" height="20" rx="3"/></g>`
  return svg(W, H, body, defs)
}

/** A neutral head-and-shoulders silhouette. */
function avatar(
  size: number,
  bg: string,
  fg: string,
  scarf = false,
  ring?: string,
  face = bg,
): string {
  const s = size / 400
  const head = scarf
    ? `<ellipse cx="${200 * s}" cy="${180 * s}" rx="${50 * s}" ry="${60 * s}" fill="${face}"/><path d="M ${200 * s} ${80 * s} c ${-70 * s} 0 ${-95 * s} ${55 * s} ${-92 * s} ${110 * s} c ${3 * s} ${50 * s} ${25 * s} ${85 * s} ${92 * s} ${95 * s} c ${67 * s} ${-10 * s} ${89 * s} ${-45 * s} ${92 * s} ${-95 * s} c ${3 * s} ${-55 * s} ${-22 * s} ${-110 * s} ${-92 * s} ${-110 * s} Z M ${200 * s} ${120 * s} c ${-30 * s} 0 ${-50 * s} ${25 * s} ${-50 * s} ${60 * s} c 0 ${35 * s} ${20 * s} ${60 * s} ${50 * s} ${60 * s} c ${30 * s} 0 ${50 * s} ${-25 * s} ${50 * s} ${-60 * s} c 0 ${-35 * s} ${-20 * s} ${-60 * s} ${-50 * s} ${-60 * s} Z" fill="${fg}" fill-rule="evenodd"/>`
    : `<circle cx="${200 * s}" cy="${165 * s}" r="${72 * s}" fill="${fg}"/>`
  const shoulders = `<path d="M ${50 * s} ${400 * s} C ${55 * s} ${300 * s} ${120 * s} ${262 * s} ${200 * s} ${262 * s} C ${280 * s} ${262 * s} ${345 * s} ${300 * s} ${350 * s} ${400 * s} Z" fill="${fg}"/>`
  const r = ring
    ? `<circle cx="${200 * s}" cy="${200 * s}" r="${188 * s}" fill="none" stroke="${ring}" stroke-width="${8 * s}"/>`
    : ''
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${bg}"/>${head}${shoulders}${r}`,
  )
}

/** Default purpose image: soft gradient with a heart held by two arcs (hands). */
function purposeDefault(): string {
  const defs = `<linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(170, 45, 52)}"/><stop offset="1" stop-color="${hsl(205, 50, 32)}"/></linearGradient>`
  const body = `<rect width="1200" height="600" fill="url(#pg)"/>
<circle cx="180" cy="120" r="220" fill="#fff" fill-opacity="0.07"/><circle cx="1050" cy="520" r="260" fill="#fff" fill-opacity="0.06"/>
<path d="M 600 390 C 470 300 470 200 545 190 C 580 186 595 210 600 228 C 605 210 620 186 655 190 C 730 200 730 300 600 390 Z" fill="#f7b267"/>
<path d="M 430 330 C 440 420 520 470 600 470 C 680 470 760 420 770 330" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="22" stroke-linecap="round"/>
<circle cx="320" cy="420" r="10" fill="#fff" fill-opacity="0.4"/><circle cx="880" cy="170" r="14" fill="#fff" fill-opacity="0.35"/><circle cx="960" cy="300" r="8" fill="#fff" fill-opacity="0.4"/>`
  return svg(1200, 600, body, defs)
}

/** About 1: care and health, a heart with a pulse line above a small clinic. */
function about1(): string {
  const defs = vGradient('a1', ['#d9f0ec', '#a9d8cf'])
  const body = `<rect width="800" height="600" fill="url(#a1)"/>
<circle cx="640" cy="120" r="150" fill="#ffffff" fill-opacity="0.35"/>
<path d="M 0 470 C 250 440 550 490 800 455 L 800 600 L 0 600 Z" fill="#7fbfad"/>
<rect x="250" y="300" width="300" height="180" rx="10" fill="#f7f3ea"/><path d="M 230 305 L 400 220 L 570 305 Z" fill="#e07a5f"/>
<rect x="375" y="390" width="50" height="90" rx="6" fill="#3d5a80"/><rect x="285" y="340" width="60" height="44" rx="6" fill="#98c1d9"/><rect x="455" y="340" width="60" height="44" rx="6" fill="#98c1d9"/>
<path d="M 400 205 C 330 150 330 90 375 85 C 392 83 400 96 400 106 C 400 96 408 83 425 85 C 470 90 470 150 400 205 Z" fill="#e63946" fill-opacity="0.9"/>
<path d="M 90 150 h 110 l 20 -40 l 25 80 l 20 -40 h 90" fill="none" stroke="#2a9d8f" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
${person(150, 520, 1.1, '#3d5a80', '#8d5b4c')}${person(650, 525, 1.2, '#e07a5f', '#8d5b4c', true)}${person(700, 530, 0.8, '#f2cc8f', '#8d5b4c')}`
  return svg(800, 600, body, defs)
}

/** About 2: learning, stacked books, a pencil and a sunny school yard. */
function about2(): string {
  const defs = vGradient('a2', ['#fdf0d5', '#f6d6a8'])
  const body = `<rect width="800" height="600" fill="url(#a2)"/>
<circle cx="150" cy="120" r="70" fill="#f4a261"/><circle cx="150" cy="120" r="110" fill="#f4a261" fill-opacity="0.2"/>
<path d="M 0 480 C 300 450 500 500 800 470 L 800 600 L 0 600 Z" fill="#e9c46a"/>
<rect x="300" y="400" width="260" height="48" rx="6" fill="#264653"/><rect x="320" y="352" width="230" height="48" rx="6" fill="#2a9d8f"/><rect x="310" y="304" width="240" height="48" rx="6" fill="#e76f51"/>
<rect x="300" y="412" width="260" height="8" fill="#fff" fill-opacity="0.5"/><rect x="320" y="364" width="230" height="8" fill="#fff" fill-opacity="0.5"/><rect x="310" y="316" width="240" height="8" fill="#fff" fill-opacity="0.5"/>
<g transform="rotate(-35 560 240)"><rect x="470" y="225" width="200" height="30" rx="4" fill="#ffb703"/><path d="M 670 225 L 710 240 L 670 255 Z" fill="#f5deb3"/><path d="M 697 235 L 710 240 L 697 245 Z" fill="#333"/><rect x="455" y="225" width="18" height="30" rx="4" fill="#e76f51"/></g>
${person(160, 540, 1.0, '#457b9d', '#8d5b4c')}${person(215, 545, 0.8, '#e76f51', '#8d5b4c', true)}${person(650, 545, 0.85, '#2a9d8f', '#8d5b4c')}${person(700, 540, 1.05, '#6d597a', '#8d5b4c', true)}`
  return svg(800, 600, body, defs)
}

/** Service pictures (600x400): breakfast, food assistance and social work. */
function serviceBreakfast(): string {
  const body = `<rect width="600" height="400" fill="#fbe7c6"/><circle cx="480" cy="90" r="60" fill="#f4a261" fill-opacity="0.6"/>
<ellipse cx="300" cy="300" rx="240" ry="40" fill="#e9c46a"/>
<path d="M 150 230 A 110 70 0 0 0 370 230 Z" fill="#e76f51"/><ellipse cx="260" cy="230" rx="110" ry="20" fill="#f4d9b0"/>
<rect x="400" y="190" width="80" height="90" rx="10" fill="#2a9d8f"/><path d="M 480 210 q 35 0 35 30 q 0 30 -35 30" fill="none" stroke="#2a9d8f" stroke-width="12"/>
<path d="M 420 170 q 10 -20 0 -40 M 445 170 q 10 -20 0 -40" stroke="#b08968" stroke-width="5" fill="none" stroke-linecap="round"/>
<ellipse cx="110" cy="280" rx="55" ry="24" fill="#d4a373"/><ellipse cx="110" cy="272" rx="45" ry="14" fill="#e6c08f"/>`
  return svg(600, 400, body)
}

function serviceFood(): string {
  const body = `<rect width="600" height="400" fill="#e3f2e1"/><circle cx="90" cy="80" r="55" fill="#a7c957" fill-opacity="0.5"/>
<path d="M 0 330 L 600 330 L 600 400 L 0 400 Z" fill="#bcd4a8"/>
<rect x="170" y="170" width="260" height="160" rx="8" fill="#d4a373"/><path d="M 170 170 L 210 120 L 470 120 L 430 170 Z" fill="#e6c08f"/><path d="M 430 170 L 470 120 L 470 280 L 430 330 Z" fill="#b08968"/>
<rect x="200" y="105" width="40" height="70" rx="6" fill="#f2e8cf"/><rect x="250" y="90" width="30" height="85" rx="5" fill="#6a994e"/><circle cx="320" cy="120" r="28" fill="#bc4749"/><rect x="360" y="98" width="44" height="76" rx="6" fill="#f4a261"/>
<path d="M 280 220 C 255 200 255 180 272 178 C 280 178 283 184 284 188 C 285 184 288 178 296 178 C 313 180 313 200 288 220 Z" fill="#bc4749"/>`
  return svg(600, 400, body)
}

function serviceSocial(): string {
  const colors = ['#e76f51', '#2a9d8f', '#e9c46a', '#457b9d', '#8e5572']
  const people = colors
    .map((c, i) => person(140 + i * 80, 330, 1.25 - (i % 2) * 0.2, c, '#8d5b4c', i % 2 === 1))
    .join('')
  const hands = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M ${158 + i * 80} ${262} q 22 12 44 0" stroke="#8d5b4c" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    )
    .join('')
  const body = `<rect width="600" height="400" fill="#e8eef7"/><circle cx="300" cy="170" r="150" fill="#ffffff" fill-opacity="0.6"/>
<path d="M 300 120 C 260 90 260 60 282 58 C 292 57 298 64 300 70 C 302 64 308 57 318 58 C 340 60 340 90 300 120 Z" fill="#e76f51"/>
<rect x="0" y="330" width="600" height="70" fill="#c9d6ea"/>${people}${hands}`
  return svg(600, 400, body)
}

/** The logo: a sun rising over the Nile inside a soft rounded mark, plus the wordmark. */
function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="New Egypt">
<title>New Egypt</title>
<rect x="2" y="2" width="60" height="60" rx="16" fill="#1f7a6d"/>
<circle cx="32" cy="28" r="11" fill="#f4b942"/>
<path d="M 10 42 Q 21 35 32 42 T 54 42" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
<path d="M 14 51 Q 23 45 32 51 T 50 51" fill="none" stroke="#9fd8cf" stroke-width="3.5" stroke-linecap="round"/>
<text x="74" y="31" font-family="${FONT_FAMILY}" font-size="22" font-weight="bold" fill="#1f3b4d">New Egypt</text>
<text x="75" y="50" font-family="${FONT_FAMILY}" font-size="11" letter-spacing="2.2" fill="#1f7a6d">FOUNDATION</text>
</svg>
`
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true })
  const webps: Array<[string, string, number]> = [
    ['hero-1.webp', hero1(), 68],
    ['hero-2.webp', hero2(), 68],
    ['default-avatar.webp', avatar(400, '#e4e7eb', '#a9b1bb'), 70],
    ['purpose-default.webp', purposeDefault(), 70],
    ['about-1.webp', about1(), 70],
    ['about-2.webp', about2(), 70],
    ['service-breakfast.webp', serviceBreakfast(), 70],
    ['service-food.webp', serviceFood(), 70],
    ['service-social.webp', serviceSocial(), 70],
    [
      'testimonial-1.webp',
      avatar(200, hsl(20, 60, 78), hsl(345, 40, 42), true, '#ffffff', hsl(25, 35, 62)),
      75,
    ],
    ['testimonial-2.webp', avatar(200, hsl(200, 50, 78), hsl(205, 35, 40), false, '#ffffff'), 75],
    ['testimonial-3.webp', avatar(200, hsl(140, 40, 76), hsl(150, 30, 36), false, '#ffffff'), 75],
  ]
  for (const [name, markup, quality] of webps) {
    await writeFile(path.join(OUT_DIR, name), await svgToWebp(markup, quality))
  }
  await writeFile(path.join(OUT_DIR, 'logo.svg'), logo())
  for (const name of [...webps.map(([n]) => n), 'logo.svg']) {
    const { size } = await stat(path.join(OUT_DIR, name))
    console.log(`${name.padEnd(24)} ${(size / 1024).toFixed(1).padStart(6)} KB`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
