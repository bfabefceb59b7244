'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import { CheckboxField, TextField } from '@/components/form/fields'
import styles from './Account.module.css'
import { NotOpenMessage } from './NotOpenMessage'

/** /signup (spec 001: name, email, password, accept terms, link to /login). Public accounts are not open yet. */
export function SignupForm() {
  const [submitted, setSubmitted] = useState(false)
  const ids = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
  }

  return (
    <form onSubmit={onSubmit}>
      <TextField label="Name" id={`${ids}-name`} name="name" autoComplete="name" required />
      <TextField
        label="Email"
        id={`${ids}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        label="Password"
        id={`${ids}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
      />
      <CheckboxField
        className={`form-check ${styles.row}`}
        label={
          <>
            I accept the <Link href="/terms">terms and conditions</Link>
          </>
        }
        id={`${ids}-terms`}
        name="terms"
        required
      />
      <div role="status" className={styles.message}>
        {submitted ? (
          <p className="alert">
            <NotOpenMessage />
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-block">
        Sign Up
      </button>
      <p className={styles.footer}>
        Already have an account? <Link href="/login">Login</Link>
      </p>
    </form>
  )
}
