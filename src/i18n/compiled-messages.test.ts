import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { clientMessagesFor, compiledMessagesFor, messagesFor, pageMessagesFor } from './messages'
import { translator, type Namespace } from './server'

/** Every text of a catalogue with its dotted key. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]]
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
}

/** A value for each argument a text names: a number where it is formatted as one, a tag as a wrapper. */
function sampleValues(text: string) {
  const values: Record<string, string | number | ((chunks: string[]) => string)> = {}
  for (const [, name, kind] of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    values[name!] = kind === 'number' || kind === 'plural' ? 1234.5 : `«${name}»`
  }
  for (const [, tag] of text.matchAll(/<(\w+)>/g)) {
    values[tag!] = (chunks) => `[${tag}:${chunks.join('')}]`
  }
  return values
}

const asText = (formatted: unknown) => (Array.isArray(formatted) ? formatted.join('') : formatted)

describe('the precompiled catalogue', () => {
  for (const locale of LOCALES) {
    const raw = leaves(messagesFor(locale))

    it(`says every ${locale} text exactly as IntlMessageFormat says the text as written`, () => {
      expect(raw.length).toBeGreaterThan(500)
      const withArguments = raw.filter(([, text]) => /[{<]/.test(String(text)))
      expect(withArguments.length).toBeGreaterThan(20)
      for (const [key, text] of raw) {
        const [group, ...rest] = key.split('.')
        const t = translator(locale, group as Namespace) as unknown as {
          markup(key: string, values: object): string
        }
        const values = sampleValues(String(text))
        const expected = asText(new IntlMessageFormat(String(text), locale).format(values))
        expect(t.markup(rest.join('.'), values), `${locale} ${key}`).toBe(expected)
      }
    })

    it(`keeps a ${locale} text without arguments as the same string`, () => {
      const compiled = new Map(leaves(compiledMessagesFor(locale)))
      for (const [key, text] of raw) {
        if (!/[{}<'#]/.test(String(text))) expect(compiled.get(key), key).toBe(text)
      }
    })
  }

  it('is what the browser is given: no text left for a parser', () => {
    const account = clientMessagesFor('en').account as unknown as Record<string, unknown>
    expect(messagesFor('en').account.signInLocked).toMatch(/\{minutes\}/)
    expect(typeof account.signInLocked).not.toBe('string')
    const pager = clientMessagesFor('en').pager as unknown as Record<string, unknown>
    expect(messagesFor('en').pager.pageOf).toBe('Page {current} of {total}')
    expect(typeof pager.pageOf).not.toBe('string')
    const page = pageMessagesFor('en', ['donation']).donation as unknown as Record<string, unknown>
    expect(typeof page.notAllowed).not.toBe('string')
  })
})
