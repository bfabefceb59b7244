'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { useStaffSignIn } from '../use-staff-sign-in'
import { EmailField, PasswordField, RememberRow } from './AccountFields'
import { useAccountPath } from '../use-account-text'
import styles from './Account.module.css'

/** /login: staff sign-in to the back office (Payload), then /admin. */
export function LoginForm() {
  const { sending, error, onSubmit } = useStaffSignIn()
  const ids = useId()
  const t = useTranslations('account')
  const path = useAccountPath()

  return (
    <form onSubmit={onSubmit}>
      <EmailField ids={ids} autoComplete="username" />
      <PasswordField ids={ids} autoComplete="current-password" />
      <RememberRow ids={ids}>
        <Link href={path('/reset-password')}>{t('forgotPassword')}</Link>
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
        {t('signIn')}
      </button>
      <p className={styles.footer}>
        {t('noAccount')} <Link href={path('/signup')}>{t('signUpLink')}</Link>
      </p>
    </form>
  )
}
