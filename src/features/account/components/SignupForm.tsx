'use client'

import Link from 'next/link'
import { useId } from 'react'
import { CheckboxField, TextField } from '@/components/form/fields'
import { EmailField, NotOpenForm, PasswordField } from './AccountFields'
import styles from './Account.module.css'

/** /signup (spec 001: name, email, password, accept terms, link to /login). Public accounts are not open yet. */
export function SignupForm() {
  const ids = useId()
  return (
    <NotOpenForm
      submitLabel="Sign Up"
      footer={
        <p className={styles.footer}>
          Already have an account? <Link href="/login">Login</Link>
        </p>
      }
    >
      <TextField
        label="Name"
        id={`${ids}-name`}
        name="name"
        type="text"
        autoComplete="name"
        required
      />
      <EmailField ids={ids} autoComplete="email" />
      <PasswordField ids={ids} autoComplete="new-password" />
      <CheckboxField
        className={`form-check ${styles.terms}`}
        label={
          <>
            I accept the <Link href="/terms">terms and conditions</Link>
          </>
        }
        id={`${ids}-terms`}
        name="terms"
        required
      />
    </NotOpenForm>
  )
}
