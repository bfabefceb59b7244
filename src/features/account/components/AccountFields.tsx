'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { CheckboxField, TextField } from '@/components/form/fields'
import { NotOpenMessage } from './NotOpenMessage'
import styles from './Account.module.css'

type CredentialProps = { ids: string; autoComplete: string; ref?: Ref<HTMLInputElement> }

/** The e-mail or password field of the account forms (`ids` from the form's useId). */
function Credential({
  ids,
  autoComplete,
  ref,
  kind,
}: CredentialProps & { kind: 'email' | 'password' }) {
  const t = useTranslations('account')
  return (
    <TextField
      label={t(kind)}
      ref={ref}
      id={`${ids}-${kind}`}
      name={kind}
      type={kind}
      autoComplete={autoComplete}
      required
    />
  )
}

export const EmailField = (props: CredentialProps) => <Credential {...props} kind="email" />
export const PasswordField = (props: CredentialProps) => <Credential {...props} kind="password" />

/** 'Remember me' and, beside it, a link (Forgot password?). */
export function RememberRow({ ids, children }: { ids: string; children: ReactNode }) {
  const t = useTranslations('account')
  return (
    <div className={styles.row}>
      <CheckboxField label={t('rememberMe')} id={`${ids}-remember`} name="remember" />
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
