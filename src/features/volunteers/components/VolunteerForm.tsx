'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type BaseSyntheticEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Modal } from '@/components/Modal/Modal'
import { CheckboxField, TextareaField, TextField } from '@/components/form/fields'
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
  isEndAfterStart,
  timeToMinutes,
  VOLUNTEER_DEFAULTS,
  VOLUNTEER_MESSAGES,
  validationErrorLines,
  volunteerSchema,
  type VolunteerFormValues,
  type VolunteerPayload,
} from '../schema'
import styles from './VolunteerForm.module.css'

type FieldName = keyof VolunteerFormValues
const FIELDS = Object.keys(VOLUNTEER_DEFAULTS) as FieldName[]
const REQUIRED = requiredFields(volunteerSchema, VOLUNTEER_DEFAULTS)

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
  const { field, idOf, messageOf } = useFormFields(form, undefined, REQUIRED)
  const ready = useFormReady(form, idOf)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [startTime, endTime] = useWatch({ control, name: ['start_time', 'end_time'] })
  const t = useTranslations('volunteer')
  const locale = useLocale() as Locale
  /** The 'Validation Error' lines: the spec's English ones, or the same in Arabic. */
  const errorLines = (map: Record<string, string[] | undefined>): string[] =>
    locale === 'en'
      ? validationErrorLines(map)
      : Object.entries(map).flatMap(([name, messages]) =>
          (messages ?? []).map((message) =>
            t('errorLine', {
              label: t.has(`errorLabels.${name}`)
                ? t(`errorLabels.${name as keyof VolunteerPayload}`)
                : name,
              message: localiseMessage(message, locale),
            }),
          ),
        )
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
        setDialog({ kind: 'validation', lines: errorLines(map) })
        return
      }
      setDialog({
        kind: 'error',
        // A refused burst says so (429); anything else is the spec's general error.
        text:
          res.status === 429 && failure.message
            ? localiseMessage(failure.message, locale)
            : t('alerts.errorText'),
      })
    } catch {
      setDialog({ kind: 'error', text: t('alerts.errorText') })
    }
  }

  const close = () => {
    // Moving focus into the dialogs blurred a field, which marked the fresh form as touched.
    if (dialog?.kind === 'success') reset(VOLUNTEER_DEFAULTS)
    setDialog(null)
  }
  const titleId = idOf('dialog-title')
  const textId = idOf('dialog-text')

  return (
    <>
      <form
        className={styles.form}
        onSubmit={handleSubmit(send)}
        noValidate
        aria-label={t('formLabel')}
      >
        <RequiredNote />
        <div className={styles.grid}>
          <TextField
            label={t('labels.fullname')}
            field={field('fullname_en')}
            type="text"
            autoComplete="name"
          />
          <TextField
            label={t('labels.email')}
            field={field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            label={t('labels.phone')}
            field={field('phone')}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            label={t('labels.from')}
            field={field('start_time', { register: { deps: ['end_time'] } })}
            type="time"
          />
          <TextField
            label={t('labels.to')}
            field={field('end_time', { message: endMessage() })}
            type="time"
          />
        </div>

        <TextareaField
          label={t('labels.skills')}
          field={field('skills')}
          rows={5}
          placeholder={t('labels.skillsPlaceholder')}
        />

        <div className={styles.terms}>
          <h2 className={styles.termsTitle} id={idOf('terms-title')}>
            {t('errorLabels.terms')}
          </h2>
          <ul id={idOf('terms-text')} className={styles.termsList}>
            {(['unpaid', 'notMember', 'noSpeaking'] as const).map((key) => (
              <li key={key}>{t(`terms.${key}`)}</li>
            ))}
          </ul>
          <CheckboxField
            label={t('labels.terms')}
            field={field('terms', { describedBy: [idOf('terms-text')] })}
          />
        </div>

        <Honeypot idPrefix={idOf('form')} />

        <button
          type="submit"
          className="btn btn-primary"
          disabled={!ready || dialog?.kind === 'wait'}
        >
          {t('labels.register')}
        </button>
      </form>

      <Modal
        open={dialog?.kind === 'wait'}
        onClose={() => undefined}
        dismissible={false}
        hideCloseButton
        labelledBy={titleId}
        describedBy={textId}
      >
        <div className={styles.dialog} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <h2 id={titleId}>{t('alerts.waitTitle')}</h2>
          <p id={textId}>{t('alerts.waitText')}</p>
        </div>
      </Modal>

      <Modal
        open={dialog?.kind === 'success'}
        onClose={close}
        labelledBy={titleId}
        describedBy={textId}
      >
        <div className={styles.dialog}>
          <h2 id={titleId}>{t('alerts.successTitle')}</h2>
          <p id={textId}>{t('alerts.successText')}</p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('alerts.successButton')}
          </button>
        </div>
      </Modal>

      <Modal
        open={dialog?.kind === 'validation'}
        onClose={close}
        labelledBy={titleId}
        describedBy={textId}
        role="alertdialog"
      >
        <div className={styles.dialog}>
          <h2 id={titleId}>{t('alerts.validationTitle')}</h2>
          <ul className={styles.lines} id={textId}>
            {dialog?.kind === 'validation' &&
              dialog.lines.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}
          </ul>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('alerts.ok')}
          </button>
        </div>
      </Modal>

      <Modal
        open={dialog?.kind === 'error'}
        onClose={close}
        labelledBy={titleId}
        describedBy={textId}
        role="alertdialog"
      >
        <div className={styles.dialog}>
          <h2 id={titleId}>{t('alerts.errorTitle')}</h2>
          <p id={textId}>{dialog?.kind === 'error' ? dialog.text : ''}</p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('alerts.ok')}
          </button>
        </div>
      </Modal>
    </>
  )
}
