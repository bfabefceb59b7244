'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { CheckboxField, TextField } from '@/components/form/fields'
import { EmailField, NotOpenForm, PasswordField } from './AccountFields'
import { useAccountPath } from '../use-account-text'
import styles from './Account.module.css'

/** /signup (spec 001: name, email, password, accept terms, link to /login). Public accounts are not open yet. */
export function SignupForm() {
  const ids = useId()
  const t = useTranslations('account')
  const path = useAccountPath()
  return (
    <NotOpenForm
      submitLabel={t('signUp')}
      footer={
        <p className={styles.footer}>
          {t('haveAccount')} <Link href={path('/login')}>{t('loginLink')}</Link>
        </p>
      }
    >
      <TextField
        label={t('name')}
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
        label={t.rich('terms', {
          link: (chunks) => <Link href={path('/terms')}>{chunks}</Link>,
        })}
        id={`${ids}-terms`}
        name="terms"
        required
      />
    </NotOpenForm>
  )
}
