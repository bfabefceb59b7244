'use client'

import { useState, type FormEvent, type ReactNode } from 'react'
import { CheckboxField, TextField } from '@/components/form/fields'
import { NotOpenMessage } from './NotOpenMessage'
import styles from './Account.module.css'

/** The e-mail field of the account forms (`ids` from the form's useId). */
export function EmailField({ ids, autoComplete }: { ids: string; autoComplete: string }) {
  return (
    <TextField
      label="Email"
      id={`${ids}-email`}
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
    />
  )
}

export function PasswordField({ ids, autoComplete }: { ids: string; autoComplete: string }) {
  return (
    <TextField
      label="Password"
      id={`${ids}-password`}
      name="password"
      type="password"
      autoComplete={autoComplete}
      required
    />
  )
}

/** 'Remember me' and, beside it, a link (Forgot password?). */
export function RememberRow({ ids, children }: { ids: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <CheckboxField label="Remember me" id={`${ids}-remember`} name="remember" />
      {children}
    </div>
  )
}

/**
 * A form of the public accounts, which are not open yet (/signup, /lock-screen): its fields,
 * then on submit the message that says so, with the way to the staff sign-in.
 */
export function NotOpenForm({
  submitLabel,
  children,
  footer,
}: {
  submitLabel: string
  children: ReactNode
  footer?: ReactNode
}) {
  const [submitted, setSubmitted] = useState(false)
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
  }
  return (
    <form onSubmit={onSubmit}>
      {children}
      <div role="status" className={styles.message}>
        {submitted ? (
          <p className="alert">
            <NotOpenMessage />
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-block">
        {submitLabel}
      </button>
      {footer}
    </form>
  )
}
