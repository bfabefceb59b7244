import type { ReactNode } from 'react'
import { TextField } from './fields'
import type { FieldBinding } from './use-form-fields'

/**
 * What the code's control takes: the 6 digits with room for the spaces or dashes people put
 * in them ("123 456"), which the schema removes.
 */
export const CODE_INPUT_MAX_LENGTH = 12

/**
 * The field of a code sent by e-mail: its label, the hint the form shows above it (what was
 * sent, how long it lasts; a status the screen reader announces and the input refers to), a
 * numeric keyboard, the phone's one-time-code suggestion from the message, and the field's error.
 */
export function OneTimeCodeField({
  label,
  field,
  hint,
}: {
  label: ReactNode
  field: FieldBinding
  /** Shown above the field while there is one (the answer that sent the code). */
  hint?: ReactNode
}) {
  const hintId = `${field.id}-hint`
  const describedBy = [hint ? hintId : null, field.control['aria-describedby']].filter(Boolean)
  return (
    <>
      {hint && (
        <p id={hintId} className="alert alert-success" role="status">
          {hint}
        </p>
      )}
      <TextField
        label={label}
        field={field}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_INPUT_MAX_LENGTH}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
      />
    </>
  )
}
