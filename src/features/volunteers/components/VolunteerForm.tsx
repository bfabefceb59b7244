'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type BaseSyntheticEvent } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { Modal } from '@/components/Modal/Modal'
import { apiFetch } from '@/lib/api-client'
import {
  HONEYPOT_FIELD,
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

/** The server's field → messages map of a 422 answer, if it has one. */
function errorMap(body: unknown): Record<string, string[]> | null {
  const data = (body as { error?: { data?: unknown } } | null)?.error?.data
  if (!data || typeof data !== 'object') return null
  const entries = Object.entries(data as Record<string, unknown>)
    .map(([k, v]) => [k, Array.isArray(v) ? v.filter((m) => typeof m === 'string') : []] as const)
    .filter(([, v]) => v.length > 0)
  return entries.length ? Object.fromEntries(entries) : null
}

/** What the (hidden) honeypot field of the submitted form holds: empty unless a bot filled it. */
function honeypotValue(event?: BaseSyntheticEvent): string {
  const form = (event?.target as HTMLElement | undefined)?.closest('form')
  return form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : ''
}

/**
 * 'Volunteer With Us' (spec 000 sections 2, 4, 5 and 8): errors appear once a
 * field is touched (all fields on submit); the end-after-start rule once the
 * form is touched; a 'please wait' dialog while sending; then success (form
 * reset), the server's field messages, or a general error.
 */
export function VolunteerForm() {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<VolunteerFormValues, unknown, VolunteerPayload>({
    // The schema requires terms === true; the form holds a boolean until then.
    resolver: zodResolver(volunteerSchema) as unknown as Resolver<
      VolunteerFormValues,
      unknown,
      VolunteerPayload
    >,
    defaultValues: VOLUNTEER_DEFAULTS,
    mode: 'onTouched',
  })
  const [dialog, setDialog] = useState<Dialog>(null)
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const [startTime, endTime] = useWatch({ control, name: ['start_time', 'end_time'] })

  const formTouched = isSubmitted || Object.keys(touchedFields).length > 0
  const messageFor = (name: FieldName): string | undefined => {
    const own = touchedFields[name] || isSubmitted ? errors[name]?.message : undefined
    if (own || name !== 'end_time') return own
    const bothTimes = timeToMinutes(startTime) !== null && timeToMinutes(endTime) !== null
    return formTouched && bothTimes && !isEndAfterStart(startTime, endTime)
      ? VOLUNTEER_MESSAGES.endAfterStart
      : undefined
  }

  /** id, aria-invalid and aria-describedby of a control, and its error element. */
  const a11y = (name: FieldName, describedBy: string[] = []) => {
    const message = messageFor(name)
    const ids = [...describedBy, ...(message ? [id(`${name}-error`)] : [])]
    return {
      id: id(name),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    } as const
  }
  const errorOf = (name: FieldName) => {
    const message = messageFor(name)
    return message ? (
      <p id={id(`${name}-error`)} className="form-error">
        {message}
      </p>
    ) : null
  }

  async function send(data: VolunteerPayload, event?: BaseSyntheticEvent) {
    setDialog({ kind: 'wait' })
    try {
      const res = await apiFetch('/api/content/volunteer-join', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypotValue(event) }),
      })
      if (res.ok) {
        reset(VOLUNTEER_DEFAULTS)
        setDialog({ kind: 'success' })
        return
      }
      const body: unknown = await res.json().catch(() => null)
      const map = res.status === 422 ? errorMap(body) : null
      if (map) {
        for (const [field, messages] of Object.entries(map)) {
          if (FIELDS.includes(field as FieldName) && messages[0]) {
            setError(field as FieldName, { type: 'server', message: messages[0] })
          }
        }
        setDialog({ kind: 'validation', lines: validationErrorLines(map) })
        return
      }
      const message = (body as { error?: { message?: unknown } } | null)?.error?.message
      setDialog({
        kind: 'error',
        // A refused burst says so (429); anything else is the spec's general error.
        text:
          res.status === 429 && typeof message === 'string' ? message : VOLUNTEER_ALERTS.error.text,
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
  const titleId = id('dialog-title')

  return (
    <>
      <form
        className={styles.form}
        onSubmit={handleSubmit(send)}
        noValidate
        aria-label="Volunteer sign-up"
      >
        <div className={styles.grid}>
          <div className="form-group">
            <label htmlFor={id('fullname_en')}>Full Name</label>
            <input
              className="form-control"
              type="text"
              autoComplete="name"
              {...a11y('fullname_en')}
              {...register('fullname_en')}
            />
            {errorOf('fullname_en')}
          </div>
          <div className="form-group">
            <label htmlFor={id('email')}>Email</label>
            <input
              className="form-control"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...a11y('email')}
              {...register('email')}
            />
            {errorOf('email')}
          </div>
          <div className="form-group">
            <label htmlFor={id('phone')}>Phone</label>
            <input
              className="form-control"
              type="tel"
              autoComplete="tel"
              {...a11y('phone')}
              {...register('phone')}
            />
            {errorOf('phone')}
          </div>
          <div className="form-group">
            <label htmlFor={id('start_time')}>Available From</label>
            <input
              className="form-control"
              type="time"
              {...a11y('start_time')}
              {...register('start_time', { deps: ['end_time'] })}
            />
            {errorOf('start_time')}
          </div>
          <div className="form-group">
            <label htmlFor={id('end_time')}>Available To</label>
            <input
              className="form-control"
              type="time"
              {...a11y('end_time')}
              {...register('end_time')}
            />
            {errorOf('end_time')}
          </div>
        </div>

        <div className="form-group">
          <label htmlFor={id('skills')}>Your Skills</label>
          <textarea
            className="form-control"
            rows={5}
            placeholder="e.g. First aid, teaching children, Arabic–English translation, event organisation, photography"
            {...a11y('skills')}
            {...register('skills')}
          />
          {errorOf('skills')}
        </div>

        <div className={styles.terms}>
          <h2 className={styles.termsTitle} id={id('terms-title')}>
            Terms &amp; Conditions
          </h2>
          <ul id={id('terms-text')} className={styles.termsList}>
            {VOLUNTEER_TERMS.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <div className="form-check">
            <input type="checkbox" {...a11y('terms', [id('terms-text')])} {...register('terms')} />
            <label htmlFor={id('terms')}>I have read and accept the volunteer terms</label>
          </div>
          {errorOf('terms')}
        </div>

        {/* Honeypot: invisible and unreachable for people and assistive technology. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={id(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

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
