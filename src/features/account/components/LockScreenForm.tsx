'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { NotOpenForm, PasswordField, RememberRow } from './AccountFields'
import { useAccountPath } from '../use-account-text'

/** /lock-screen (spec 001: password, remember me, link to /reset-password). Public accounts are not open yet. */
export function LockScreenForm() {
  const ids = useId()
  const t = useTranslations('account')
  const path = useAccountPath()
  return (
    <NotOpenForm submitLabel={t('unlock')}>
      <PasswordField ids={ids} autoComplete="current-password" />
      <RememberRow ids={ids}>
        <Link href={path('/reset-password')}>{t('forgotPassword')}</Link>
      </RememberRow>
    </NotOpenForm>
  )
}
