import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { noteEarlyTouches, wasLeftEarly } from './early-touches'
import { useFormFields } from './use-form-fields'
import { useFormReady } from './use-form-ready'

/** A form whose button waits for the form's code, as the form pages' forms do (decision 0060). */
function ReadyForm() {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } })
  const { idOf } = useFormFields(form)
  const ready = useFormReady(form, idOf)
  return h('button', { type: 'submit', disabled: !ready }, 'Send')
}

describe('useFormReady', () => {
  it("is false in the server's HTML: the button that acts is disabled until the code runs", () => {
    expect(renderToStaticMarkup(h(ReadyForm))).toBe(
      '<button type="submit" disabled="">Send</button>',
    )
  })
})

describe('early touches', () => {
  it('notes nothing on the server, and no control was left', () => {
    expect(() => noteEarlyTouches()).not.toThrow()
    expect(wasLeftEarly(null)).toBe(false)
  })
})
