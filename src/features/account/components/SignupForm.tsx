'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
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
      <div className="form-group">
        <label htmlFor={`${ids}-name`}>Name</label>
        <input
          id={`${ids}-name`}
          name="name"
          type="text"
          className="form-control"
          autoComplete="name"
          required
        />
      </div>
      <div className="form-group">
        <label htmlFor={`${ids}-email`}>Email</label>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          className="form-control"
          autoComplete="email"
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
          autoComplete="new-password"
          required
        />
      </div>
      <div className={`form-check ${styles.row}`}>
        <input id={`${ids}-terms`} name="terms" type="checkbox" required />
        <label htmlFor={`${ids}-terms`}>
          I accept the <Link href="/terms">terms and conditions</Link>
        </label>
      </div>
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
