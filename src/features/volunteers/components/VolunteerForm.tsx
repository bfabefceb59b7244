'use client'

import { useState, type BaseSyntheticEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Modal } from '@/components/Modal/Modal'
import {
  CheckboxField,
  Honeypot,
  honeypotOf,
  TextareaField,
  TextField,
} from '@/components/form/fields'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import {
  isEndAfterStart,
  timeToMinutes,
  VOLUNTEER_ALERTS,
  VOLUNTEER_DEFAULTS,
  VOLUNTEER_MESSAGES,
  VOLUNTEER_TERMS,
  validationErrorLines,
  volunteerSchema,
  type VolunteerFormValues,
  type VolunteerPayload,
} from '../schema'
import styles from './VolunteerForm.module.css'

type FieldName = keyof VolunteerFormValues
const FIELDS = Object.keys(VOLUNTEER_DEFAULTS) as FieldName[]

type Dialog =
  | { kind: 'wait' }
  | { kind: 'success' }
  | { kind: 'validation'; lines: string[] }
  | { kind: 'error'; text: string }
  | null

/**
 * 'Volunteer With Us' (spec 000 sections 2, 4, 5 and 8): errors appear once a
 * field is touched (all fields on submit); the end-after-start rule once the
 * form is touched; a 'please wait' dialog while sending; then success (form
 * reset), the server's field messages, or a general error.
 */
export function VolunteerForm() {
  const form = useForm<VolunteerFormValues, unknown, VolunteerPayload>({
    // The schema requires terms === true; the form holds a boolean until then.
    resolver: schemaResolver(volunteerSchema),
    defaultValues: VOLUNTEER_DEFAULTS,
    mode: 'onTouched',
  })
  const { handleSubmit, control, reset, setError } = form
  const { touchedFields, isSubmitted } = form.formState
  const { field, idOf, messageOf } = useFormFields(form)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [startTime, endTime] = useWatch({ control, name: ['start_time', 'end_time'] })

  /** The end time also says when it is not after the start, once the form is touched. */
  const formTouched = isSubmitted || Object.keys(touchedFields).length > 0
  const endMessage = (): string | undefined => {
    const own = messageOf('end_time')
    if (own) return own
    const bothTimes = timeToMinutes(startTime) !== null && timeToMinutes(endTime) !== null
    return formTouched && bothTimes && !isEndAfterStart(startTime, endTime)
      ? VOLUNTEER_MESSAGES.endAfterStart
      : undefined
  }

  async function send(data: VolunteerPayload, event?: BaseSyntheticEvent) {
    setDialog({ kind: 'wait' })
    try {
      const res = await apiFetch('/api/content/volunteer-join', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypotOf(event) }),
      })
      if (res.ok) {
        reset(VOLUNTEER_DEFAULTS)
        setDialog({ kind: 'success' })
        return
      }
      const failure = await readApiError(res)
      const map = res.status === 422 ? failure.fields : undefined
      if (map) {
        for (const [name, messages] of Object.entries(map)) {
          if (FIELDS.includes(name as FieldName)) {
            setError(name as FieldName, { type: 'server', message: messages[0] })
          }
        }
        setDialog({ kind: 'validation', lines: validationErrorLines(map) })
        return
      }
      setDialog({
        kind: 'error',
        // A refused burst says so (429); anything else is the spec's general error.
        text: res.status === 429 && failure.message ? failure.message : VOLUNTEER_ALERTS.error.text,
      })
    } catch {
      setDialog({ kind: 'error', text: VOLUNTEER_ALERTS.error.text })
    }
  }

  const close = () => {
    // Moving focus into the dialogs blurred a field, which marked the fresh form as touched.
    if (dialog?.kind === 'success') reset(VOLUNTEER_DEFAULTS)
    setDialog(null)
  }
  const titleId = idOf('dialog-title')

  return (
    <>
      <form
        className={styles.form}
        onSubmit={handleSubmit(send)}
        noValidate
        aria-label="Volunteer sign-up"
      >
        <div className={styles.grid}>
          <TextField
            label="Full Name"
            field={field('fullname_en')}
            type="text"
            autoComplete="name"
          />
          <TextField
            label="Email"
            field={field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField label="Phone" field={field('phone')} type="tel" autoComplete="tel" />
          <TextField
            label="Available From"
            field={field('start_time', { register: { deps: ['end_time'] } })}
            type="time"
          />
          <TextField
            label="Available To"
            field={field('end_time', { message: endMessage() })}
            type="time"
          />
        </div>

        <TextareaField
          label="Your Skills"
          field={field('skills')}
          rows={5}
          placeholder="e.g. First aid, teaching children, Arabic–English translation, event organisation, photography"
        />

        <div className={styles.terms}>
          <h2 className={styles.termsTitle} id={idOf('terms-title')}>
            Terms &amp; Conditions
          </h2>
          <ul id={idOf('terms-text')} className={styles.termsList}>
            {VOLUNTEER_TERMS.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <CheckboxField
            label="I have read and accept the volunteer terms"
            field={field('terms', { describedBy: [idOf('terms-text')] })}
          />
        </div>

        <Honeypot idPrefix={idOf('form')} />

        <button type="submit" className="btn btn-primary" disabled={dialog?.kind === 'wait'}>
          Register
        </button>
      </form>

      <Modal
        open={dialog?.kind === 'wait'}
        onClose={() => undefined}
        dismissible={false}
        hideCloseButton
        labelledBy={titleId}
      >
        <div className={styles.dialog} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <h2 id={titleId}>{VOLUNTEER_ALERTS.wait.title}</h2>
          <p>{VOLUNTEER_ALERTS.wait.text}</p>
        </div>
      </Modal>

      <Modal open={dialog?.kind === 'success'} onClose={close} labelledBy={titleId}>
        <div className={styles.dialog}>
          <h2 id={titleId}>{VOLUNTEER_ALERTS.success.title}</h2>
          <p>{VOLUNTEER_ALERTS.success.text}</p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {VOLUNTEER_ALERTS.success.button}
          </button>
        </div>
      </Modal>

      <Modal open={dialog?.kind === 'validation'} onClose={close} labelledBy={titleId}>
        <div className={styles.dialog}>
          <h2 id={titleId}>{VOLUNTEER_ALERTS.validation.title}</h2>
          <ul className={styles.lines}>
            {dialog?.kind === 'validation' &&
              dialog.lines.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}
          </ul>
          <button type="button" className="btn btn-primary" onClick={close}>
            OK
          </button>
        </div>
      </Modal>

      <Modal open={dialog?.kind === 'error'} onClose={close} labelledBy={titleId}>
        <div className={styles.dialog}>
          <h2 id={titleId}>{VOLUNTEER_ALERTS.error.title}</h2>
          <p>{dialog?.kind === 'error' ? dialog.text : ''}</p>
          <button type="button" className="btn btn-primary" onClick={close}>
            OK
          </button>
        </div>
      </Modal>
    </>
  )
}
