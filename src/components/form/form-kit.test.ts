import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { CheckboxField, ErrorText, TextField } from './fields'
import { Honeypot, honeypotOf } from './honeypot'
import { schemaResolver } from './resolver'
import { useFormFields, type FieldOptions } from './use-form-fields'

const schema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { error: 'Email is required' })),
  terms: z.literal(true, { error: 'Accept the terms' }),
})
type Values = { email: string; terms: boolean }

describe('schemaResolver', () => {
  const resolve = schemaResolver<Values, typeof schema>(schema)
  const options = { fields: {}, shouldUseNativeValidation: false }
  it("answers the schema's output when the values pass", async () => {
    const result = await resolve({ email: ' a@b.org ', terms: true }, undefined, options)
    expect(result).toEqual({ values: { email: 'a@b.org', terms: true }, errors: {} })
  })
  it("answers each field's message when they do not (an unticked box included)", async () => {
    const result = await resolve({ email: ' ', terms: false }, undefined, options)
    expect(result.values).toEqual({})
    expect(result.errors.email?.message).toBe('Email is required')
    expect(result.errors.terms?.message).toBe('Accept the terms')
  })
})

/** Renders one form with a server error on `email`, as the page would before any interaction. */
function render(options: FieldOptions<Values> = {}) {
  function Probe() {
    const form = useForm<Values>({
      defaultValues: { email: '', terms: false },
      errors: { email: { type: 'server', message: 'Email is required' } },
    })
    const { field } = useFormFields(form)
    return h(
      'form',
      null,
      h(TextField, { label: 'Email', field: field('email', options) }),
      h(CheckboxField, { label: 'Terms', field: field('terms') }),
    )
  }
  return renderToStaticMarkup(h(Probe))
}

describe('useFormFields and the controls', () => {
  it('labels each control by its id and registers it by name', () => {
    const html = render()
    const id = /<input[^>]*id="([^"]+-email)"/.exec(html)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<label for="${id}">Email</label>`)
    expect(html).toMatch(/<input[^>]*name="email"/)
    expect(html).toMatch(/<input type="checkbox"[^>]*name="terms"/)
  })
  it('shows no message before the field is touched or the form submitted', () => {
    const html = render()
    expect(html).not.toContain('Email is required')
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('aria-describedby')
  })
  it('wires a message the form decides: aria-invalid, then the hint and the error in aria-describedby', () => {
    const html = render({ message: 'Use your own address', describedBy: ['hint'] })
    const id = /<input[^>]*id="([^"]+-email)"/.exec(html)?.[1]
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain(`aria-describedby="hint ${id}-error"`)
    expect(html).toContain(`<p id="${id}-error" class="form-error">Use your own address</p>`)
  })
})

describe('ErrorText, Honeypot and honeypotOf', () => {
  it('renders nothing without a message', () => {
    expect(renderToStaticMarkup(h(ErrorText, { id: 'x', message: undefined }))).toBe('')
  })
  it('hides the honeypot from people and assistive technology, out of the tab order', () => {
    const html = renderToStaticMarkup(h(Honeypot, { idPrefix: 'f' }))
    expect(html).toContain('aria-hidden="true"')
    const input = /<input[^>]*>/.exec(html)?.[0] ?? ''
    for (const part of [
      'id="f-website"',
      'name="website"',
      'tabindex="-1"',
      'autoComplete="off"',
    ]) {
      expect(input.toLowerCase()).toContain(part.toLowerCase())
    }
    expect(html).toContain('<label for="f-website">Leave this field empty</label>')
  })
  it('reads an empty honeypot when the event has no form', () => {
    expect(honeypotOf(undefined)).toBe('')
    expect(honeypotOf({ target: null })).toBe('')
  })
})
