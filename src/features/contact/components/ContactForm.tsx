'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type BaseSyntheticEvent, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Modal } from '@/components/Modal/Modal'
import { apiFetch } from '@/lib/api-client'
import {
  CONTACT_ALERTS,
  CONTACT_DEFAULTS,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactFormValues,
  type ContactPayload,
} from '../schema'
import styles from './Contact.module.css'

type FieldName = keyof ContactFormValues
const FIELDS = Object.keys(CONTACT_DEFAULTS) as FieldName[]

type Alert = { title: string; text: string } | null

/** What the (hidden) honeypot field of the submitted form holds: empty unless a bot filled it. */
function honeypotValue(event?: BaseSyntheticEvent): string {
  const form = (event?.target as HTMLElement | undefined)?.closest('form')
  return form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : ''
}

/**
 * The contact form (spec 001 sections 4, 5 and 8): messages once a field is
 * touched; submit disabled while invalid; a forced submit (Enter in a field)
 * while invalid shows 'Invalid Input'; success resets the form.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, touchedFields, isSubmitted, isValid },
  } = useForm<ContactFormValues, unknown, ContactPayload>({
    resolver: zodResolver(contactSchema),
    defaultValues: CONTACT_DEFAULTS,
    mode: 'onTouched',
  })
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<Alert>(null)
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`

  const messageFor = (name: FieldName) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined
  const a11y = (name: FieldName) => {
    const message = messageFor(name)
    return {
      id: id(name),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? id(`${name}-error`) : undefined,
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

  async function send(data: ContactPayload, event?: BaseSyntheticEvent) {
    if (sending) return
    setSending(true)
    try {
      const res = await apiFetch('/api/content/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypotValue(event) }),
      })
      if (res.ok) {
        reset(CONTACT_DEFAULTS)
        setAlert(CONTACT_ALERTS.sent)
        return
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: unknown; data?: Record<string, unknown> }
      } | null
      for (const [field, messages] of Object.entries(body?.error?.data ?? {})) {
        const first = Array.isArray(messages) ? messages[0] : undefined
        if (FIELDS.includes(field as FieldName) && typeof first === 'string') {
          setError(field as FieldName, { type: 'server', message: first })
        }
      }
      const message = body?.error?.message
      setAlert({
        title: CONTACT_ALERTS.failed.title,
        // A refused burst says so (429); anything else is the spec's failure text.
        text:
          res.status === 429 && typeof message === 'string' ? message : CONTACT_ALERTS.failed.text,
      })
    } catch {
      setAlert(CONTACT_ALERTS.failed)
    } finally {
      setSending(false)
    }
  }

  const submit = handleSubmit(send, () => setAlert(CONTACT_ALERTS.invalid))

  /** Enter in a one-line field submits even while the button is disabled: then 'Invalid Input'. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || isValid) return
    event.preventDefault()
    void submit(event)
  }

  /**
   * Closing the 'Message Sent' alert resets once more: moving focus into the
   * alert blurred a field, which marked the fresh form as touched.
   */
  function closeAlert() {
    if (alert === CONTACT_ALERTS.sent) reset(CONTACT_DEFAULTS)
    setAlert(null)
  }

  const titleId = id('alert-title')

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        noValidate
        aria-label="Contact form"
      >
        <div className={styles.grid}>
          <div className="form-group">
            <label htmlFor={id('fullname')}>Full Name</label>
            <input
              className="form-control"
              type="text"
              autoComplete="name"
              {...a11y('fullname')}
              {...register('fullname')}
            />
            {errorOf('fullname')}
          </div>
          <div className="form-group">
            <label htmlFor={id('phone')}>Phone</label>
            <input
              className="form-control"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...a11y('phone')}
              {...register('phone')}
            />
            {errorOf('phone')}
          </div>
        </div>
        <div className="form-group">
          <label htmlFor={id('email')}>Email</label>
          <input
            className="form-control"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...a11y('email')}
            {...register('email')}
          />
          {errorOf('email')}
        </div>
        <div className="form-group">
          <label htmlFor={id('subject')}>Subject</label>
          <input
            className="form-control"
            type="text"
            {...a11y('subject')}
            {...register('subject')}
          />
          {errorOf('subject')}
        </div>
        <div className="form-group">
          <label htmlFor={id('message')}>Message</label>
          <textarea
            className="form-control"
            rows={6}
            {...a11y('message')}
            {...register('message')}
          />
          {errorOf('message')}
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

        <button type="submit" className="btn btn-primary" disabled={!isValid || sending}>
          {sending ? 'Sending…' : 'Send Message'}
        </button>
      </form>

      <Modal open={alert !== null} onClose={closeAlert} labelledBy={titleId}>
        <div className={styles.dialog}>
          <h2 id={titleId}>{alert?.title}</h2>
          <p>{alert?.text}</p>
          <button type="button" className="btn btn-primary" onClick={closeAlert}>
            OK
          </button>
        </div>
      </Modal>
    </>
  )
}
