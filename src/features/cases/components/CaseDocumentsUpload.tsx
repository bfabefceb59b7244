'use client'

import { useId, useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import {
  CASE_FILE_ACCEPT,
  MAX_EXTRA_IMAGES,
  MAX_FILE_BYTES,
  MAX_UPLOAD_BYTES,
  type CaseLang,
} from '../schema'
import type { CaseLookupInput, CaseStatusView } from '../status-schema'
import { CASE_STATUS_TEXTS } from '../texts'
import styles from './CaseForms.module.css'

/**
 * The documents a reviewer asked for, sent from the status page: the reviewer's
 * message, up to 10 photos of 10MB each (checked here for a quick answer; the server checks
 * their content and every rule again and saves all or nothing). Once sent, the parent shows
 * the new state and this form goes.
 */
export function CaseDocumentsUpload({
  lang,
  message,
  who,
  onSent,
}: {
  lang: CaseLang
  message: string
  who: CaseLookupInput
  onSent: (view: CaseStatusView) => void
}) {
  const T = CASE_STATUS_TEXTS[lang]
  const id = useId()
  const [files, setFiles] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function choose(list: File[]) {
    setFiles(list)
    if (list.length > MAX_EXTRA_IMAGES) setError(T.tooMany)
    else if (list.some((f) => f.size > MAX_FILE_BYTES)) setError(T.tooLarge)
    else if (list.reduce((sum, f) => sum + f.size, 0) > MAX_UPLOAD_BYTES)
      setError(T.tooLargeTogether)
    else setError(null)
  }

  async function send(event: React.FormEvent) {
    event.preventDefault()
    if (files.length === 0) return setError(T.required)
    if (error) return
    setBusy(true)
    try {
      const body = new FormData()
      body.append('reference', who.reference)
      body.append('identifier', who.identifier)
      files.forEach((f, i) => body.append(`images[${i}]`, f))
      const res = await apiFetch('/api/content/case-documents', {
        method: 'POST',
        headers: { lang, Accept: 'application/json' },
        body,
      })
      if (!res.ok) {
        const failure = await readApiError(res)
        const first = failure.fields ? Object.values(failure.fields)[0]?.[0] : undefined
        setError(first ?? failure.message ?? T.failed)
        return
      }
      onSent(((await res.json()) as { data: CaseStatusView }).data)
    } catch (e) {
      console.error('[cases] documents upload failed', e)
      setError(T.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.panel} aria-label={T.documentsAsked} noValidate onSubmit={send}>
      <h3>{T.documentsAsked}</h3>
      <p className={styles.message}>{message}</p>
      <div className="form-group">
        <label htmlFor={id}>{T.documentsLabel}</label>
        <input
          id={id}
          className="form-control"
          type="file"
          accept={CASE_FILE_ACCEPT}
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => choose(Array.from(e.target.files ?? []))}
        />
        {error && (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? T.sending : T.send}
      </button>
    </form>
  )
}
