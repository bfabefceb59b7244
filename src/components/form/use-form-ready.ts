'use client'

import { useEffect, useSyncExternalStore } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { wasLeftEarly } from './early-touches'

const subscribeToNothing = () => () => undefined

/**
 * Whether the form's script runs: false in the server's HTML and while it hydrates, true from the
 * first render after. The form pages send their form as HTML and load its code after the first
 * paint (decision 0060): until then the fields take typing but the buttons that act (submit,
 * the wizard's Next) are disabled, so a click never submits the bare HTML form.
 *
 * Also makes up for what the visitor did before: react-hook-form keeps the values typed into the
 * server's inputs (it reads an edited input when it registers it, and marks it dirty), but the
 * blur that would have touched a field the visitor already left reached no handler. Such fields
 * (edited, or noted by early-touches.ts) are touched and validated once, as if left now; the field
 * still being typed in waits for its blur. `idOf` is useFormFields' (a control's id by its name).
 */
export function useFormReady<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  idOf: (name: string) => string,
): boolean {
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const { getValues, getFieldState, setValue, trigger } = form

  useEffect(() => {
    const left = (Object.keys(getValues()) as FieldPath<Values>[]).filter((name) => {
      const control = document.getElementById(idOf(name))
      if (control === null || control === document.activeElement) return false
      return getFieldState(name).isDirty || wasLeftEarly(control)
    })
    if (left.length === 0) return
    for (const name of left) {
      setValue(name, getValues(name), { shouldTouch: true, shouldValidate: false })
    }
    void trigger(left)
    // Once, when the form first runs: what happened before its script was there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return ready
}
