import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { requiredFields } from './required'
import { requiredKey } from './required-key'

describe('requiredFields', () => {
  it('names the fields whose empty value the schema refuses', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(1)),
      note: z.optional(z.string()),
      terms: z.literal(true),
    })
    expect(requiredFields(schema, { name: '', note: '', terms: false })).toEqual(
      new Set(['name', 'terms']),
    )
  })

  it('leaves out a filled default refused by a rule across fields', () => {
    const schema = z
      .object({ start: z.string(), end: z.string() })
      .check(z.refine((v) => v.end > v.start, { path: ['end'], message: 'End after start' }))
    expect(requiredFields(schema, { start: '00:00', end: '00:00' })).toEqual(new Set())
  })

  it('names none when the empty form passes', () => {
    expect(requiredFields(z.object({ a: z.optional(z.string()) }), {})).toEqual(new Set())
  })

  it("names a list's fields once for every line, as `list.*.field`", () => {
    const schema = z.object({
      lines: z.array(z.object({ amount: z.string().check(z.minLength(1)), note: z.string() })),
    })
    expect(requiredFields(schema, { lines: [{ amount: '', note: '' }] })).toEqual(
      new Set(['lines.*.amount']),
    )
  })
})

describe('requiredKey', () => {
  it("reads a line's control by its list's key, a top-level control as it is", () => {
    expect(requiredKey('donations.12.donation_amount')).toBe('donations.*.donation_amount')
    expect(requiredKey('email')).toBe('email')
  })
})
