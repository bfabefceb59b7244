'use client'

import { useId, useState, type FormEvent } from 'react'
import { apiFetch } from '@/lib/api-client'
import styles from './SiteFooter.module.css'

const GENERIC_ERROR = 'Something went wrong. Please try again.'
const DEFAULT_SUCCESS = 'Thank you for subscribing.'

type Status = { kind: 'idle' | 'sending' | 'success' | 'error'; message: string }

/** The server's `message` (or `error.message`) from a JSON answer, if any. */
function readMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as { message?: unknown; error?: { message?: unknown } | null }
  if (typeof record.message === 'string' && record.message) return record.message
  const nested = record.error?.message
  return typeof nested === 'string' && nested ? nested : null
}

/** Newsletter sign-up: POST {email} to /api/content/newsletter, result in a live region. */
export function NewsletterForm({ labelledBy }: { labelledBy?: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' })
  const inputId = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '').trim()
    setStatus({ kind: 'sending', message: '' })
    try {
      const response = await apiFetch('/api/content/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
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
    <form className={styles.newsletter} onSubmit={onSubmit} aria-labelledby={labelledBy}>
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
        />
        <button type="submit" className="btn btn-accent" disabled={status.kind === 'sending'}>
          Subscribe
        </button>
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
