'use client'

import { useEffect, useMemo, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { RadioGroup } from '@/components/form/fields'
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

export type CaseAlertState = { ok: boolean; title: string; text?: string } | null

/** The result of a submit under the form: an alert when it failed, a status when it was sent. */
export function CaseAlert({ alert }: { alert: CaseAlertState }) {
  if (!alert) return null
  return (
    <div
      role={alert.ok ? 'status' : 'alert'}
      className={alert.ok ? styles.alertSuccess : styles.alertError}
    >
      <strong>{alert.title}</strong>
      {alert.text && <p>{alert.text}</p>}
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
  return (
    <figure className={styles.thumb}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
      {url && <img src={url} alt={alt} width={120} height={90} />}
      {children}
    </figure>
  )
}
