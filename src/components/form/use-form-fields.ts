'use client'

import { useId } from 'react'
import {
  get,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import { requiredKey } from './required-key'

/** What a form control needs to be labelled, described and registered. */
export interface FieldBinding<Name extends string = string> {
  /** The control's id (a label's htmlFor). */
  id: string
  /** The id of the field's error text. */
  errorId: string
  /** The message to show now: after the field was touched or the form submitted, else none. */
  message: string | undefined
  /** Whether the schema requires it: the label is marked and the control has aria-required. */
  required: boolean
  /** The control's id and aria wiring alone (a control the form sets itself, like a file input). */
  aria: FieldAria
  /** Spread on the control: id, aria-invalid, aria-describedby and react-hook-form's props. */
  control: FieldAria & UseFormRegisterReturn<Name>
}

export interface FieldAria {
  id: string
  'aria-required': true | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldOptions<Values extends FieldValues> {
  /** Ids that describe the control before its error (a hint, terms text). */
  describedBy?: readonly string[]
  /** react-hook-form's register options (onChange, onBlur, deps). */
  register?: RegisterOptions<Values>
  /** A message decided by the form instead of the schema's (undefined: none). */
  message?: string | undefined
}

/**
 * Decides which of a field's messages a form shows: the schema's by default; a form may keep
 * some silent (fields the spec never names) by answering undefined.
 */
export type MessageFilter<Values extends FieldValues> = (
  name: FieldPath<Values>,
  message: string | undefined,
) => string | undefined

/**
 * The field hook of every form: one call per form, then `field(name)` per control, which returns
 * its id, its aria wiring, its registered props and the message to show (once the field is
 * touched, or for every field after a submit). Ids are `${useId()}-${name}`, with the dots of a
 * nested name (`donations.0.donation_amount`) as dashes.
 */
export function useFormFields<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  filter?: MessageFilter<Values>,
  /** The names the schema requires (requiredFields in ./required.ts). */
  required?: ReadonlySet<string>,
) {
  const uid = useId()
  // Read during render: react-hook-form re-renders the form when these change.
  const { errors, touchedFields, isSubmitted } = form.formState
  const { register } = form

  const idOf = (name: string) => `${uid}-${name.replace(/\./g, '-')}`

  /** The schema's message of a field, once it was touched or the form submitted. */
  const messageOf = (name: FieldPath<Values>): string | undefined => {
    if (!isSubmitted && !get(touchedFields, name)) return undefined
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message
    const own = typeof message === 'string' && message ? message : undefined
    return filter ? filter(name, own) : own
  }

  function field<Name extends FieldPath<Values>>(
    name: Name,
    options: FieldOptions<Values> = {},
  ): FieldBinding<Name> {
    const id = idOf(name)
    const errorId = `${id}-error`
    const message = 'message' in options ? options.message : messageOf(name)
    const describedBy = [...(options.describedBy ?? []), ...(message ? [errorId] : [])]
    const isRequired = required?.has(requiredKey(name)) ?? false
    const aria: FieldAria = {
      id,
      'aria-required': isRequired || undefined,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    }
    return {
      id,
      errorId,
      message,
      required: isRequired,
      aria,
      control: { ...aria, ...register(name, options.register as RegisterOptions<Values, Name>) },
    }
  }

  return { field, idOf, messageOf }
}
