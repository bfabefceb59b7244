import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The focus ring (base.css) is two colours: --color-focus outlines a --color-focus-halo that
 * fills the offset. WCAG 1.4.11 / 2.4.13 (technique C40): the two contrast 3:1 with each other,
 * and one of them contrasts 3:1 with every background the ring is drawn on. Each section that
 * sets its own pair is checked against its own backgrounds (the amber ring read 1.1–2.5:1 on the
 * teal headers and the home hero).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

function customProperty(css: string, name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css)
  if (!match) throw new Error(`${name} not set`)
  return match[1]!
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const SECTIONS = [
  // The page: white and the light panels.
  { file: 'src/app/styles/tokens.css', backgrounds: ['#ffffff', '#f8fafc', '#f0fdfa'] },
  // The teal header of every inner page: its gradient's three stops.
  {
    file: 'src/components/page/PageHero.module.css',
    backgrounds: ['#0b4f4a', '#0f766e', '#115e59'],
  },
  // The home hero: its dark ground, and the photograph from dark to white under the veil.
  { file: 'src/features/home/components/Hero.module.css', backgrounds: ['#063b37', '#ffffff'] },
  { file: 'src/components/shell/SiteFooter.module.css', backgrounds: ['#0b3b37'] },
]

describe('the focus ring', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    // The old amber ring on the teal header.
    expect(contrast('#b45309', '#0f766e')).toBeLessThan(1.2)
  })

  for (const { file, backgrounds } of SECTIONS) {
    it(`is 3:1 or more in ${path.basename(file)}`, () => {
      const css = read(file)
      const ring = customProperty(css, '--color-focus')
      const halo = customProperty(css, '--color-focus-halo')
      expect(contrast(ring, halo), `${ring} on ${halo}`).toBeGreaterThanOrEqual(3)
      for (const background of backgrounds) {
        const best = Math.max(contrast(ring, background), contrast(halo, background))
        expect(best, `${ring}/${halo} on ${background}`).toBeGreaterThanOrEqual(3)
      }
    })
  }

  it('is drawn as an outline on a halo', () => {
    const base = read('src/app/styles/base.css')
    expect(base).toMatch(/:focus-visible \{[^}]*outline: 3px solid var\(--color-focus\)/)
    expect(base).toMatch(/:focus-visible \{[^}]*box-shadow: 0 0 0 2px var\(--color-focus-halo\)/)
  })
})
