'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type BaseSyntheticEvent, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Modal } from '@/components/Modal/Modal'
import { TextareaField, TextField } from '@/components/form/fields'
import { Honeypot, honeypotOf } from '@/components/form/honeypot'
import { RequiredNote } from '@/components/form/RequiredNote'
import { requiredFields } from '@/components/form/required'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormReady } from '@/components/form/use-form-ready'
import type { Locale } from '@/i18n/locales'
import { localiseMessage } from '@/i18n/schema-messages'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import {
  CONTACT_ALERTS,
  CONTACT_DEFAULTS,
  contactSchema,
  type ContactFormValues,
  type ContactPayload,
} from '../schema'
import styles from './Contact.module.css'

type FieldName = keyof ContactFormValues
const FIELDS = Object.keys(CONTACT_DEFAULTS) as FieldName[]
const REQUIRED = requiredFields(contactSchema, CONTACT_DEFAULTS)

type Alert = { title: string; text: string } | null

/**
 * The contact form (spec 001 sections 4, 5 and 8): messages once a field is
 * touched; submit disabled while invalid; a forced submit (Enter in a field)
 * while invalid shows 'Invalid Input'; success resets the form.
 */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactPayload>({
    resolver: schemaResolver(contactSchema),
    defaultValues: CONTACT_DEFAULTS,
    mode: 'onTouched',
  })
  const { handleSubmit, reset, setError } = form
  const { isValid } = form.formState
  const { field, idOf } = useFormFields(form, undefined, REQUIRED)
  const ready = useFormReady(form, idOf)
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<Alert>(null)
  const t = useTranslations('contact')
  const locale = useLocale() as Locale

  async function send(data: ContactPayload, event?: BaseSyntheticEvent) {
    if (sending) return
    setSending(true)
    try {
      const res = await apiFetch('/api/content/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypotOf(event) }),
      })
      if (res.ok) {
        reset(CONTACT_DEFAULTS)
        setAlert(CONTACT_ALERTS.sent)
        return
      }
      const failure = await readApiError(res)
      for (const [name, messages] of Object.entries(failure.fields ?? {})) {
        if (FIELDS.includes(name as FieldName)) {
          setError(name as FieldName, { type: 'server', message: messages[0] })
        }
      }
      setAlert({
        title: CONTACT_ALERTS.failed.title,
        // A refused burst says so (429); anything else is the spec's failure text.
        text: res.status === 429 && failure.message ? failure.message : CONTACT_ALERTS.failed.text,
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

  const titleId = idOf('alert-title')
  const textId = idOf('alert-text')

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        noValidate
        aria-label={t('formLabel')}
      >
        <RequiredNote />
        <div className={styles.grid}>
          <TextField
            label={t('labels.fullname')}
            field={field('fullname')}
            type="text"
            autoComplete="name"
          />
          <TextField
            label={t('labels.phone')}
            field={field('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
          />
        </div>
        <TextField
          label={t('labels.email')}
          field={field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField label={t('labels.subject')} field={field('subject')} type="text" />
        <TextareaField label={t('labels.message')} field={field('message')} rows={6} />

        <Honeypot idPrefix={idOf('form')} />

        <button type="submit" className="btn btn-primary" disabled={!ready || !isValid || sending}>
          {sending ? t('labels.sending') : t('labels.send')}
        </button>
      </form>

      <Modal
        open={alert !== null}
        onClose={closeAlert}
        labelledBy={titleId}
        describedBy={textId}
        role={alert === CONTACT_ALERTS.sent ? 'dialog' : 'alertdialog'}
      >
        <div className={styles.dialog}>
          <h2 id={titleId}>{alert ? localiseMessage(alert.title, locale) : null}</h2>
          <p id={textId}>{alert ? localiseMessage(alert.text, locale) : null}</p>
          <button type="button" className="btn btn-primary" onClick={closeAlert}>
            {t('ok')}
          </button>
        </div>
      </Modal>
    </>
  )
}
