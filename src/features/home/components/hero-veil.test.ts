import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The home hero's text is white on a photograph under a dark veil (Hero.module.css). On a phone
 * the text spans the whole width, so the veil there must hold 4.5:1 (WCAG 1.4.3) even over the
 * palest pixel of the picture, white: the lede read 3.49:1 at the gradient's light end.
 */
const css = readFileSync(path.join(import.meta.dirname, 'Hero.module.css'), 'utf8')

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: number[]) =>
  0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)

/** White text on the veil `rgb(r g b / a%)` laid over a white pixel. */
function whiteTextOnVeiledWhite(veil: string): number {
  const [, r, g, b, a] = /rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/.exec(veil)!.map(Number)
  const alpha = a! / 100
  const mixed = [r!, g!, b!].map((c) => c * alpha + 255 * (1 - alpha))
  return 1.05 / (luminance(mixed) + 0.05)
}

describe("the home hero's veil", () => {
  it('keeps white text at 4.5:1 or more on a phone, whatever the picture', () => {
    const phone = /@media \(max-width: 767\.98px\) \{([^@]*?)\n\}/.exec(css)?.[1]
    expect(phone, 'a phone rule for the veil').toBeTruthy()
    const veils = phone!.match(/rgb\([^)]*\)/g) ?? []
    expect(veils.length).toBeGreaterThan(0)
    for (const veil of veils) expect(whiteTextOnVeiledWhite(veil)).toBeGreaterThanOrEqual(4.5)
  })

  it('measures the light end of the wide gradient as failing (why phones get their own veil)', () => {
    expect(whiteTextOnVeiledWhite('rgb(4 40 37 / 35%)')).toBeLessThan(4.5)
  })
})
