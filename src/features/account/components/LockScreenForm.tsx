'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import { CheckboxField, TextField } from '@/components/form/fields'
import styles from './Account.module.css'
import { NotOpenMessage } from './NotOpenMessage'

/** /lock-screen (spec 001: password, remember me, link to /reset-password). Public accounts are not open yet. */
export function LockScreenForm() {
  const [submitted, setSubmitted] = useState(false)
  const ids = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
  }

  return (
    <form onSubmit={onSubmit}>
      <TextField
        label="Password"
        id={`${ids}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className={styles.row}>
        <CheckboxField label="Remember me" id={`${ids}-remember`} name="remember" />
        <Link href="/reset-password">Forgot password?</Link>
      </div>
      <div role="status" className={styles.message}>
        {submitted ? (
          <p className="alert">
            <NotOpenMessage />
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-block">
        Unlock
      </button>
    </form>
  )
}
