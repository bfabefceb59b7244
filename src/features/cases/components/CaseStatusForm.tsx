'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/form/fields'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { apiFetch } from '@/lib/api-client'
import { localiseMessage } from '@/i18n/schema-messages'
import { readApiError } from '@/lib/forms/error-body'
import type { CaseLang } from '../schema'
import { caseLookupSchema, type CaseLookupInput, type CaseStatusView } from '../status-schema'
import { CASE_STATUS_TEXTS, type CaseEvent } from '../texts'
import { CaseDocumentsUpload } from './CaseDocumentsUpload'
import styles from './CaseForms.module.css'

/** Dates in the page's language, in Egypt's time zone (where the charity and applicants are). */
export const formatCaseDate = (iso: string, lang: CaseLang) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  }).format(new Date(iso))

/**
 * The status page (/caseStatus, /caseStatusEn; issue 22): reference and national ID or phone,
 * then the status, the date of each change and, when a reviewer asked, the documents upload.
 * Any mismatch gets the server's one neutral message.
 */
export function CaseStatusForm({ lang }: { lang: CaseLang }) {
  const T = CASE_STATUS_TEXTS[lang]
  const form = useForm<CaseLookupInput>({
    resolver: schemaResolver(caseLookupSchema(lang)),
    defaultValues: { reference: '', identifier: '' },
    mode: 'onTouched',
  })
  const { field } = useFormFields(form)
  const [view, setView] = useState<CaseStatusView | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [asked, setAsked] = useState<CaseLookupInput | null>(null)
  /** Documents were just sent from this page: the upload form is gone, this says why. */
  const [sent, setSent] = useState(false)

  async function check(values: CaseLookupInput) {
    setFailure(null)
    try {
      const res = await apiFetch('/api/content/case-status', {
        method: 'POST',
        headers: { lang, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
      })
      if (!res.ok) {
        setView(null)
        const failure = await readApiError(res)
        // A lock (429) says how long to wait, in the page's language.
        setFailure(failure.message ? localiseMessage(failure.message, lang, T.failed) : T.failed)
        return
      }
      setView(((await res.json()) as { data: CaseStatusView }).data)
      setAsked(values)
      setSent(false)
    } catch (error) {
      console.error('[cases] status lookup failed', error)
      setFailure(T.failed)
    }
  }

  const label = (event: string) => T.events[event as CaseEvent] ?? event

  return (
    <div className={styles.statusPage}>
      <h1>{T.title}</h1>
      <div className={styles.form}>
        <form aria-label={T.title} noValidate onSubmit={form.handleSubmit(check)}>
          <p>{T.intro}</p>
          <div className={styles.grid}>
            <TextField
              label={T.reference}
              field={field('reference')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              maxLength={20}
            />
            <TextField
              label={T.identifier}
              field={field('identifier')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              maxLength={40}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? T.checking : T.check}
          </button>
          {failure && (
            <div role="alert" className={styles.alertError}>
              {failure}
            </div>
          )}
        </form>

        {view && asked && (
          <section className={styles.panel} aria-labelledby="case-status-now">
            <h2 id="case-status-now">
              {T.status}: <span>{label(view.status)}</span>
            </h2>
            <p>
              {T.reference}:{' '}
              <strong className={styles.reference} dir="ltr" translate="no">
                {view.reference}
              </strong>
            </p>
            <h3>{T.history}</h3>
            <ol className={styles.history}>
              {view.history.map((h, i) => (
                <li key={`${h.status}-${i}`}>
                  <span>{label(h.status)}</span>
                  <time dateTime={h.at}>{formatCaseDate(h.at, lang)}</time>
                </li>
              ))}
            </ol>
            {view.documentsMessage !== null && (
              <CaseDocumentsUpload
                lang={lang}
                message={view.documentsMessage}
                who={asked}
                onSent={(next) => {
                  setView(next)
                  setSent(true)
                }}
              />
            )}
            {sent && (
              <p role="status" className={styles.alertSuccess}>
                {T.sent}
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  )
}
