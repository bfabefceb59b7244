import type { ComponentProps, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { LocalisedMessage } from './LocalisedMessage'
import type { FieldBinding } from './use-form-fields'
import styles from './Form.module.css'

/**
 * The controls of every form, in the manner of the Epic Stack's forms.tsx: each takes its label,
 * the binding of `useFormFields().field(name)` (id, aria wiring, registered props, message) and
 * the native attributes of its control. A form without react-hook-form (the account forms) gives
 * no binding and passes `id` and `name` itself. Markup and classes are the site's
 * (`form-group`, `form-control`, `form-check`, `form-error`).
 */
interface Labelled {
  label: ReactNode
  field?: FieldBinding
  /** The wrapper's class; `form-group` unless told. */
  className?: string
  /** Shown after the control, before the error (a hint, a list). */
  after?: ReactNode
}

/** A field's message, referenced by the control's aria-describedby. */
export function ErrorText({
  id,
  message,
  role,
}: {
  id: string | undefined
  message: string | undefined
  role?: 'alert'
}) {
  return message ? (
    <p id={id} className="form-error" role={role}>
      <LocalisedMessage text={message} />
    </p>
  ) : null
}

/**
 * The visible mark of a required field, beside its label (outside it, so the label's text stays
 * the field's name); the control itself says it with aria-required, so the mark is hidden from
 * screen readers (RequiredNote explains it).
 */
function RequiredMark({ field }: { field?: FieldBinding }) {
  return field?.required ? (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
}

/** Controls whose text is Latin or digits whatever the page's direction. */
const LTR_TYPES = new Set(['email', 'tel', 'url', 'number'])
const LTR_MODES = new Set(['email', 'tel', 'url', 'numeric', 'decimal'])

/**
 * `ltr` for an e-mail, phone, web address, card or code control, so a long address shows its
 * start and digits read in order inside a right-to-left page; its label keeps the page's
 * direction. A control may still say its own `dir`.
 */
export function controlDirection(input: ComponentProps<'input'>): 'ltr' | undefined {
  return LTR_TYPES.has(input.type ?? '') || LTR_MODES.has(input.inputMode ?? '') ? 'ltr' : undefined
}

export function TextField({
  label,
  field,
  className = 'form-group',
  after,
  ...input
}: Labelled & ComponentProps<'input'>) {
  const id = field?.id ?? input.id
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <RequiredMark field={field} />
      <input
        className="form-control"
        dir={controlDirection(input)}
        {...field?.control}
        {...input}
      />
      {after}
      <ErrorText id={field?.errorId} message={field?.message} />
    </div>
  )
}

export function TextareaField({
  label,
  field,
  className = 'form-group',
  ...textarea
}: Labelled & ComponentProps<'textarea'>) {
  return (
    <div className={className}>
      <label htmlFor={field?.id ?? textarea.id}>{label}</label>
      <RequiredMark field={field} />
      <textarea className="form-control" {...field?.control} {...textarea} />
      <ErrorText id={field?.errorId} message={field?.message} />
    </div>
  )
}

export interface Choice {
  value: string
  label: string
}

/** A select whose first option is the empty `placeholder` choice. */
export function SelectField({
  label,
  field,
  className = 'form-group',
  placeholder,
  choices,
  ...select
}: Labelled &
  ComponentProps<'select'> & {
    placeholder: string
    choices: readonly Choice[]
  }) {
  return (
    <div className={className}>
      <label htmlFor={field?.id ?? select.id}>{label}</label>
      <RequiredMark field={field} />
      <select className="form-control" {...field?.control} {...select}>
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <ErrorText id={field?.errorId} message={field?.message} />
    </div>
  )
}

/** A checkbox with its label after it; the error follows the `form-check` row. */
export function CheckboxField({
  label,
  field,
  className = 'form-check',
  ...input
}: Labelled & ComponentProps<'input'>) {
  return (
    <>
      <div className={className}>
        <input type="checkbox" {...field?.control} {...input} />
        <label htmlFor={field?.id ?? input.id}>{label}</label>
        <RequiredMark field={field} />
      </div>
      <ErrorText id={field?.errorId} message={field?.message} />
    </>
  )
}

/** A group of radio buttons under a legend, each label wrapping its button. */
export function RadioGroup({
  legend,
  registered,
  choices,
  className = styles.radios,
}: {
  legend: ReactNode
  registered: UseFormRegisterReturn
  choices: readonly Choice[]
  className?: string
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value}>
          <input type="radio" value={c.value} {...registered} /> {c.label}
        </label>
      ))}
    </fieldset>
  )
}
