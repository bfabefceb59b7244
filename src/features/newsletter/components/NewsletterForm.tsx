'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { Honeypot, honeypotOf } from '@/components/form/honeypot'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import styles from '@/components/shell/SiteFooter.module.css'
import { NEWSLETTER_MESSAGES } from '../form-texts'

const GENERIC_ERROR = NEWSLETTER_MESSAGES.failed
const MESSAGE_KEYS = Object.keys(NEWSLETTER_MESSAGES) as (keyof typeof NEWSLETTER_MESSAGES)[]
const DEFAULT_SUCCESS = NEWSLETTER_MESSAGES.thanks

type Status = { kind: 'idle' | 'sending' | 'success' | 'error'; message: string }

/** The `data.message` of a successful answer, if any. */
function thanksOf(body: unknown): string | undefined {
  const message = (body as { data?: { message?: unknown } | null } | null)?.data?.message
  return typeof message === 'string' && message ? message : undefined
}

/** Newsletter sign-up: POST {email} to /api/content/newsletter, result in a live region. */
export function NewsletterForm({ labelledBy }: { labelledBy?: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' })
  const inputId = useId()
  const t = useTranslations('newsletterForm')
  const said = useTranslations('newsletter')
  const forms = useTranslations('common')
  /** A known answer in the page's language (not schema-messages: the footer is on every page). */
  const shown = (message: string) => {
    const key = MESSAGE_KEYS.find((k) => NEWSLETTER_MESSAGES[k] === message)
    if (key) return said(key)
    // A refused burst: how long to wait (readApiError's waitMessage), in the page's language.
    const minutes = /^Too many requests\. Please wait (\d+) minutes? /.exec(message)?.[1]
    if (minutes) {
      const n = Number(minutes)
      return n >= 3 && n <= 10 ? forms('waitFew', { minutes }) : forms('wait', { minutes })
    }
    return message
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const form = event.currentTarget
    const fields = new FormData(form)
    const email = String(fields.get('email') ?? '').trim()
    // The shared schema (and zod) and the API client load on the first submit, not with every
    // page (the footer is on every page: issue 24).
    const [{ newsletterSchema }, { apiFetch }, { readApiError }] = await Promise.all([
      import('../schema'),
      import('@/lib/api-client'),
      import('@/lib/forms/error-body'),
    ])
    if (!newsletterSchema.safeParse({ email }).success) {
      setStatus({ kind: 'error', message: NEWSLETTER_MESSAGES.invalidEmail })
      return
    }
    setStatus({ kind: 'sending', message: '' })
    try {
      const response = await apiFetch('/api/content/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, [HONEYPOT_FIELD]: honeypotOf(event) }),
      })
      if (response.ok) {
        const body: unknown = await response.json().catch(() => null)
        setStatus({ kind: 'success', message: thanksOf(body) ?? DEFAULT_SUCCESS })
        form.reset()
      } else {
        const failure = await readApiError(response)
        setStatus({ kind: 'error', message: failure.message ?? GENERIC_ERROR })
      }
    } catch {
      setStatus({ kind: 'error', message: GENERIC_ERROR })
    }
  }

  return (
    <form className={styles.newsletter} onSubmit={onSubmit} aria-labelledby={labelledBy} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.inputRow}>
        <input
          id={inputId}
          name="email"
          type="email"
          dir="ltr"
          className="form-control"
          autoComplete="email"
          placeholder="name@example.com"
          required
          aria-invalid={
            status.kind === 'error' && status.message === NEWSLETTER_MESSAGES.invalidEmail
          }
        />
        <button type="submit" className="btn btn-accent" disabled={status.kind === 'sending'}>
          {t('button')}
        </button>
      </div>
      <Honeypot idPrefix={inputId} />
      <p
        className={status.kind === 'error' ? styles.statusError : styles.status}
        role="status"
        aria-live="polite"
      >
        {/* The API and the schema speak English (the spec's contract); the page's language here. */}
        {shown(status.message)}
      </p>
    </form>
  )
}
