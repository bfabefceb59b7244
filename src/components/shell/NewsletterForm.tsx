'use client'

import { useId, useState, type FormEvent } from 'react'
import { NEWSLETTER_HONEYPOT, NEWSLETTER_MESSAGES } from '@/features/newsletter/form-texts'
import { apiFetch } from '@/lib/api-client'
import styles from './SiteFooter.module.css'

const GENERIC_ERROR = NEWSLETTER_MESSAGES.failed
const DEFAULT_SUCCESS = NEWSLETTER_MESSAGES.thanks

type Status = { kind: 'idle' | 'sending' | 'success' | 'error'; message: string }

/** The server's `message` (or `data.message`, `error.message`) from a JSON answer, if any. */
function readMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as {
    message?: unknown
    data?: { message?: unknown } | null
    error?: { message?: unknown } | null
  }
  if (typeof record.message === 'string' && record.message) return record.message
  for (const nested of [record.data?.message, record.error?.message]) {
    if (typeof nested === 'string' && nested) return nested
  }
  return null
}

/** Newsletter sign-up: POST {email} to /api/content/newsletter, result in a live region. */
export function NewsletterForm({ labelledBy }: { labelledBy?: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' })
  const inputId = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const form = event.currentTarget
    const fields = new FormData(form)
    const email = String(fields.get('email') ?? '').trim()
    // The shared schema (and zod) load on the first submit, not with every page.
    const { newsletterSchema } = await import('@/features/newsletter/schema')
    if (!newsletterSchema.safeParse({ email }).success) {
      setStatus({ kind: 'error', message: NEWSLETTER_MESSAGES.invalidEmail })
      return
    }
    const honeypot = String(fields.get(NEWSLETTER_HONEYPOT) ?? '')
    setStatus({ kind: 'sending', message: '' })
    try {
      const response = await apiFetch('/api/content/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, [NEWSLETTER_HONEYPOT]: honeypot }),
      })
      const message = readMessage(await response.json().catch(() => null))
      if (response.ok) {
        setStatus({ kind: 'success', message: message ?? DEFAULT_SUCCESS })
        form.reset()
      } else {
        setStatus({ kind: 'error', message: message ?? GENERIC_ERROR })
      }
    } catch {
      setStatus({ kind: 'error', message: GENERIC_ERROR })
    }
  }

  return (
    <form className={styles.newsletter} onSubmit={onSubmit} aria-labelledby={labelledBy} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Your email address
      </label>
      <div className={styles.inputRow}>
        <input
          id={inputId}
          name="email"
          type="email"
          className="form-control"
          autoComplete="email"
          placeholder="name@example.com"
          required
          aria-invalid={
            status.kind === 'error' && status.message === NEWSLETTER_MESSAGES.invalidEmail
          }
        />
        <button type="submit" className="btn btn-accent" disabled={status.kind === 'sending'}>
          Subscribe
        </button>
      </div>
      {/* The honeypot: out of sight (visually-hidden, safe in RTL) and out of reach; only bots fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${inputId}-${NEWSLETTER_HONEYPOT}`}>Leave this field empty</label>
        <input
          id={`${inputId}-${NEWSLETTER_HONEYPOT}`}
          name={NEWSLETTER_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p
        className={status.kind === 'error' ? styles.statusError : styles.status}
        role="status"
        aria-live="polite"
      >
        {status.message}
      </p>
    </form>
  )
}
