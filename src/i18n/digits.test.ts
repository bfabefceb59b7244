import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Decision 0039: Arabic dates and numbers use Western digits. A bare `ar-EG` locale makes Intl
 * write Arabic-Indic digits (٢٣ نوفمبر ٢٠٢٦), so every Arabic format must say `ar-EG-u-nu-latn`
 * (src/i18n/format.ts). The case status page and the meeting mails once used the bare locale.
 * Money alone is written with Arabic-Indic digits (decision 0091), by the one money formatter.
 */
const MONEY_FORMATTER = 'i18n/format-number.ts'

describe('Arabic dates and numbers in the code', () => {
  it('never use the bare ar-EG locale, but in the one money formatter', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const offenders = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => path.relative(root, file) !== MONEY_FORMATTER)
      .filter((file) => /['"`]ar-EG['"`]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(offenders).toEqual([])
  })
})
