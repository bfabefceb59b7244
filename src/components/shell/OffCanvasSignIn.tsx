'use client'

import Link from 'next/link'
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { apiFetch } from '@/lib/api-client'
import { useDialogBehavior, useIsClient } from '@/components/Modal/Modal'
import styles from './OffCanvasSignIn.module.css'

const LOGIN_FAILED =
  'The email or password is incorrect, or the account is locked. Please try again later.'
const NETWORK_ERROR = 'Something went wrong. Please try again.'

type Props = { open: boolean; onClose: () => void }

/** Sign-in panel sliding in from the right (staff login through Payload, then /admin). */
export function OffCanvasSignIn({ open, onClose }: Props) {
  const isClient = useIsClient()
  const active = open && isClient
  const panelRef = useRef<HTMLDivElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const titleId = useId()

  useDialogBehavior(active, panelRef, {
    onEscape: onClose,
    lockScroll: true,
    initialFocus: emailRef,
  })

  if (!active) return null

  return createPortal(
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        lang="en"
        dir="ltr"
        className={styles.panel}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Sign In
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close sign-in panel"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <SignInForm emailRef={emailRef} onNavigate={onClose} />
      </div>
    </>,
    document.body,
  )
}

type FormProps = {
  emailRef: RefObject<HTMLInputElement | null>
  onNavigate: () => void
}

function SignInForm({ emailRef, onNavigate }: FormProps) {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const ids = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    setSending(true)
    setError(null)
    try {
      const response = await apiFetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ email, password }),
      })
      if (response.ok) {
        // A full page load on purpose: /admin is Payload's own app with its own root layout.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/admin')
        return // keep the button disabled while the browser navigates
      }
      setError(LOGIN_FAILED)
    } catch {
      setError(NETWORK_ERROR)
    }
    setSending(false)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <div className="form-group">
        <label htmlFor={`${ids}-email`}>Email</label>
        <input
          ref={emailRef}
          id={`${ids}-email`}
          name="email"
          type="email"
          className="form-control"
          autoComplete="username"
          required
        />
      </div>
      <div className="form-group">
        <label htmlFor={`${ids}-password`}>Password</label>
        <input
          id={`${ids}-password`}
          name="password"
          type="password"
          className="form-control"
          autoComplete="current-password"
          required
        />
      </div>
      <div className={styles.row}>
        <div className="form-check">
          <input id={`${ids}-remember`} name="remember" type="checkbox" />
          <label htmlFor={`${ids}-remember`}>Remember me</label>
        </div>
        <Link href="/reset-password" onClick={onNavigate}>
          Forgot password?
        </Link>
      </div>
      {error && (
        <p role="alert" className={`alert ${styles.error}`}>
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={sending}
        aria-busy={sending}
      >
        Sign In
      </button>
      <p className={styles.signup}>
        No account yet?{' '}
        <Link href="/signup" onClick={onNavigate}>
          Sign up
        </Link>
      </p>
    </form>
  )
}
