'use client'

import Link from 'next/link'
import { useId } from 'react'
import { useStaffSignIn } from '../use-staff-sign-in'
import { EmailField, PasswordField, RememberRow } from './AccountFields'
import styles from './Account.module.css'

/** /login: staff sign-in to the back office (Payload), then /admin. */
export function LoginForm() {
  const { sending, error, onSubmit } = useStaffSignIn()
  const ids = useId()

  return (
    <form onSubmit={onSubmit}>
      <EmailField ids={ids} autoComplete="username" />
      <PasswordField ids={ids} autoComplete="current-password" />
      <RememberRow ids={ids}>
        <Link href="/reset-password">Forgot password?</Link>
      </RememberRow>
      <div role="alert" className={styles.message}>
        {error ? <p className="alert">{error}</p> : null}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={sending}
        aria-busy={sending}
      >
        Sign In
      </button>
      <p className={styles.footer}>
        No account yet? <Link href="/signup">Sign up</Link>
      </p>
    </form>
  )
}
