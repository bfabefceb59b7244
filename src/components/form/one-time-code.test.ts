import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { OneTimeCodeField } from './one-time-code'
import { useFormFields } from './use-form-fields'

/** One code field, with a server error on it when `error` is given, as the page renders it. */
function render({ hint, error }: { hint?: string; error?: string } = {}) {
  function Probe() {
    const form = useForm<{ code: string }>({
      defaultValues: { code: '' },
      errors: error ? { code: { type: 'server', message: error } } : {},
    })
    const { field } = useFormFields(form)
    return h(OneTimeCodeField, {
      label: 'One-time code',
      field: field('code', error ? { message: error } : {}),
      hint,
    })
  }
  return renderToStaticMarkup(h(Probe))
}
const inputOf = (html: string) => /<input[^>]*>/.exec(html)?.[0] ?? ''

describe('OneTimeCodeField', () => {
  it('is a labelled 6-digit field with the numeric keyboard and the one-time-code suggestion', () => {
    const html = render()
    const input = inputOf(html)
    const id = /id="([^"]+-code)"/.exec(input)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<label for="${id}">One-time code</label>`)
    expect(input).toContain('name="code"')
    expect(input).toContain('inputMode="numeric"')
    expect(input).toContain('autoComplete="one-time-code"')
    // Room for "123 456"; the schema reads the digits. Digits run left to right.
    expect(input).toContain('maxLength="12"')
    expect(input).toContain('dir="ltr"')
    expect(input).not.toContain('aria-describedby')
    expect(html).not.toContain('role="status"')
  })

  it('shows the hint above the field as a status the field refers to', () => {
    const html = render({ hint: 'A 6-digit code is on its way.' })
    const id = /id="([^"]+-code)"/.exec(inputOf(html))?.[1]
    expect(html).toMatch(
      new RegExp(
        `^<p id="${id}-hint" class="alert alert-success" role="status">A 6-digit code is on its way\\.</p><div class="form-group"><label`,
      ),
    )
    expect(inputOf(html)).toContain(`aria-describedby="${id}-hint"`)
  })

  it('refers to the hint, then the error, and marks the field invalid', () => {
    const html = render({ hint: 'Sent.', error: 'The code is incorrect.' })
    const input = inputOf(html)
    const id = /id="([^"]+-code)"/.exec(input)?.[1]
    expect(input).toContain(`aria-describedby="${id}-hint ${id}-error"`)
    expect(input).toContain('aria-invalid="true"')
    expect(html).toContain(`<p id="${id}-error" class="form-error">The code is incorrect.</p>`)
  })

  it('refers to the error alone without a hint', () => {
    const html = render({ error: 'The code is incorrect.' })
    const id = /id="([^"]+-code)"/.exec(inputOf(html))?.[1]
    expect(inputOf(html)).toContain(`aria-describedby="${id}-error"`)
  })
})
