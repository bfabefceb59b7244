import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { acrossFields, decimal, email, hasDisallowedCharacters, recordId } from './fields'

const messagesOf = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? []

describe('shared field builders', () => {
  it('refuse C0 controls and lone surrogates; a textarea keeps tab and new lines', () => {
    for (const c of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\ud800', '\udfff']) {
      expect(hasDisallowedCharacters(`a${c}b`), JSON.stringify(c)).toBe(true)
    }
    for (const c of ['\t', '\n', '\r']) {
      expect(hasDisallowedCharacters(`a${c}b`, { multiline: true })).toBe(false)
    }
    expect(hasDisallowedCharacters('a\u0000b', { multiline: true })).toBe(true)
    expect(hasDisallowedCharacters('Amira \u{1F600} أميرة é')).toBe(false)
  })

  it('refuse DEL, C1 controls and bidi overrides and isolates; Arabic text and its marks pass', () => {
    for (const c of [
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009f',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    ]) {
      for (const multiline of [false, true])
        expect(hasDisallowedCharacters(`a${c}b`, { multiline }), JSON.stringify(c)).toBe(true)
    }
    for (const text of [
      'شارع التحرير، الدور ٣',
      'محمد\u200f 12',
      'أ\u061cب',
      'Amira\u200e أميرة',
      'ﷲ ﻻ',
    ])
      expect(hasDisallowedCharacters(text), text).toBe(false)
  })

  // Issue 64: invisible characters passed the rule, so two names or addresses that read the
  // same were different texts, and U+2028 broke lines where no line break may be.
  it('refuse zero-width characters, the line and paragraph separators and a byte-order mark', () => {
    for (const c of ['\u200b', '\u2060', '\u2063', '\ufeff', '\u2028', '\u2029', '\u180e']) {
      for (const multiline of [false, true])
        expect(hasDisallowedCharacters(`a${c}b`, { multiline }), JSON.stringify(c)).toBe(true)
    }
    // The joiners: refused in a one-line field (a name, an address) …
    for (const c of ['\u200c', '\u200d']) expect(hasDisallowedCharacters(`a${c}b`)).toBe(true)
    // … kept in a textarea, where an emoji sequence (a family, a flag) is joined by them.
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}'
    expect(hasDisallowedCharacters(`Thank you ${family}`, { multiline: true })).toBe(false)
    // The rule the forms share refuses them inside the text, and at its ends (not trimmed away).
    const m = { required: 'R', notAllowed: 'N', invalid: 'I', tooLong: 'L' }
    expect(messagesOf(email(m, 40), 'a\u200b@example.org')).toEqual(['N'])
    expect(messagesOf(email(m, 40), '\ufeffa@example.org\u200b')).toEqual(['N'])
  })

  it('give one message per field, the first rule broken, in order', () => {
    const m = { required: 'R', notAllowed: 'N', invalid: 'I', tooLong: 'L' }
    const schema = email(m, 20)
    expect(messagesOf(schema, undefined)).toEqual(['R'])
    expect(messagesOf(schema, '   ')).toEqual(['R'])
    expect(messagesOf(schema, 'a\u0000')).toEqual(['N'])
    expect(messagesOf(schema, 'x'.repeat(21))).toEqual(['L'])
    expect(messagesOf(schema, 'not an address')).toEqual(['I'])
    expect(schema.parse(' a@example.org ')).toBe('a@example.org')
  })

  it('read numbers sent as numbers or as text; ids stay in the database range', () => {
    expect(decimal('D').parse(' 12.5 ')).toBe(12.5)
    expect(decimal('D').parse(-3)).toBe(-3)
    for (const bad of ['', '1e3', 'ten', null, true, Infinity, NaN]) {
      expect(messagesOf(decimal('D'), bad), String(bad)).toEqual(['D'])
    }
    expect(recordId('X').parse('2147483647')).toBe(2_147_483_647)
    expect(recordId('X').parse(7)).toBe(7)
    for (const bad of ['0', '07', '2147483648', 2_147_483_648, 1.5, -1, '']) {
      expect(messagesOf(recordId('X'), bad), String(bad)).toEqual(['X'])
    }
  })

  it('ask a rule across fields even while a field is invalid, once', () => {
    const schema = acrossFields(
      z.object({ a: z.string().check(z.minLength(1, { error: 'A', abort: true })), b: z.string() }),
      (v) => v.b !== 'bad',
      { path: ['b'], error: 'B' },
    )
    const issues = schema.safeParse({ a: '', b: 'bad' }).error?.issues
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ])
    expect(schema.parse({ a: 'x', b: 'ok' })).toEqual({ a: 'x', b: 'ok' })
  })
})
