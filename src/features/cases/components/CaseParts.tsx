'use client'

import Link from 'next/link'
import { useEffect, useMemo, type FormEventHandler, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { ErrorText, RadioGroup } from '@/components/form/fields'
import type { FieldBinding } from '@/components/form/use-form-fields'
import { CASE_FILE_ACCEPT, type CaseLang } from '../schema'
import { CASE_STATUS_TEXTS } from '../texts'
import styles from './CaseForms.module.css'

/** Yes (1) or No (0), as the case API takes them. */
export function YesNo({
  legend,
  registered,
  yes,
  no,
}: {
  legend: string
  registered: UseFormRegisterReturn
  yes: string
  no: string
}) {
  return (
    <RadioGroup
      className={styles.radios}
      legend={legend}
      registered={registered}
      choices={[
        { value: '1', label: yes },
        { value: '0', label: no },
      ]}
    />
  )
}

export type CaseAlertState = {
  ok: boolean
  title: string
  text?: string
  /** The request's reference after a success, in the form's language. */
  reference?: string
  lang?: CaseLang
} | null

/**
 * The result of a submit under the form: an alert when it failed, a status when it was sent;
 * a sent request's reference, with the way to follow it and the way home.
 */
export function CaseAlert({ alert }: { alert: CaseAlertState }) {
  if (!alert) return null
  const S = CASE_STATUS_TEXTS[alert.lang ?? 'ar']
  return (
    <div
      role={alert.ok ? 'status' : 'alert'}
      className={alert.ok ? styles.alertSuccess : styles.alertError}
    >
      <strong>{alert.title}</strong>
      {alert.text && <p>{alert.text}</p>}
      {alert.reference && (
        <>
          <p>
            {S.successReference}:{' '}
            <strong className={styles.reference} dir="ltr" translate="no">
              {alert.reference}
            </strong>
          </p>
          <p>{S.keepReference}</p>
          <p className={styles.links}>
            <Link
              href={alert.lang === 'en' ? '/caseStatusEn' : '/caseStatus'}
              className="btn btn-primary"
            >
              {S.follow}
            </Link>
            <Link href="/" className="btn btn-outline">
              {S.home}
            </Link>
          </p>
        </>
      )}
    </div>
  )
}

/**
 * The frame of both one-page 'case search form' variants (/caseForm, /caseFormPart): the
 * heading and home button, the fields, the result and the submit button. Arabic screens: the
 * spec's English title 'case search form' is said in Arabic (issue 42 part 5, decision 0091).
 */
export const CASE_SEARCH_FORM_TITLE = 'نموذج طلب المساعدة'

export function CaseSearchForm({
  onSubmit,
  alert,
  busy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
  alert: CaseAlertState
  busy: boolean
  children: ReactNode
}) {
  return (
    <form
      className={styles.form}
      aria-label={CASE_SEARCH_FORM_TITLE}
      noValidate
      onSubmit={onSubmit}
    >
      <div className={styles.nav}>
        <h1 className={styles.stepTitle}>{CASE_SEARCH_FORM_TITLE}</h1>
        <Link href="/" className="btn btn-outline">
          الرئيسية
        </Link>
      </div>
      {children}
      <CaseAlert alert={alert} />
      <button type="submit" className="btn btn-primary" disabled={busy || alert?.ok}>
        إرسال
      </button>
    </form>
  )
}

/** An image file input the form sets itself (react-hook-form does not register file lists). */
export function ImageFileField({
  label,
  field,
  multiple,
  onFiles,
}: {
  label: string
  field: FieldBinding
  multiple?: boolean
  onFiles: (files: File[]) => void
}) {
  return (
    <div className="form-group">
      <label htmlFor={field.id}>{label}</label>
      <input
        className="form-control"
        type="file"
        accept={CASE_FILE_ACCEPT}
        multiple={multiple}
        {...field.aria}
        onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
      />
      <ErrorText id={field.errorId} message={field.message} />
    </div>
  )
}

/** An object URL for a file, revoked when the file changes or the view goes. */
function usePreview(file: Blob | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

export function Thumb({ file, alt, children }: { file: Blob; alt: string; children?: ReactNode }) {
  const url = usePreview(file)
  // A PDF has no picture to show: its name stands for it.
  const pdf = file.type === 'application/pdf'
  return (
    <figure className={styles.thumb}>
      {pdf ? (
        <span className={styles.pdf} dir="auto">
          PDF{'name' in file && typeof file.name === 'string' ? `: ${file.name}` : ''}
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL
        url && <img src={url} alt={alt} width={120} height={90} />
      )}
      {children}
    </figure>
  )
}
