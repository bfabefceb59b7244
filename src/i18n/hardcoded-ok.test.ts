import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A dialog's "OK" written in the component's code reads "OK" on the Arabic site too (the
 * donation form's result dialogs did): every button text comes from the catalogues.
 */
const SRC = path.resolve(import.meta.dirname, '..')

const components = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name)
    if (e.isDirectory()) return components(file)
    return e.name.endsWith('.tsx') ? [file] : []
  })

describe('the dialogs', () => {
  it('write no "OK" in their code, only from the catalogues', () => {
    const found = components(SRC)
      .filter((file) => />\s*OK!?\s*</.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(found).toEqual([])
  })
})
