'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { apiFetch } from '@/lib/api-client'
import { EmailField } from './AccountFields'
import { useAccountPath } from '../use-account-text'
import styles from './Account.module.css'

type State = { kind: 'idle' | 'sending' | 'sent' | 'error' }

/**
 * /reset-password: asks Payload to mail a reset link (POST
 * /api/users/forgot-password; the link opens /admin/reset/{token}). Every
 * answer of the server gets the same message, so the page never tells
 * whether an address has an account.
 */
export function ResetPasswordForm() {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const ids = useId()
  const t = useTranslations('account')
  const path = useAccountPath()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind === 'sending') return
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setState({ kind: 'sending' })
    try {
      await apiFetch('/api/users/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
      })
      setState({ kind: 'sent' })
    } catch {
      setState({ kind: 'error' })
    }
  }

  return (
    <form onSubmit={onSubmit}>
      <EmailField ids={ids} autoComplete="email" />
      <div role="status" className={styles.message}>
        {state.kind === 'sent' ? <p className="alert alert-success">{t('resetSent')}</p> : null}
        {state.kind === 'error' ? <p className="alert">{t('resetFailed')}</p> : null}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={state.kind === 'sending'}
        aria-busy={state.kind === 'sending'}
      >
        {t('sendLink')}
      </button>
      <p className={styles.footer}>
        {t('remembered')} <Link href={path('/login')}>{t('backToLogin')}</Link>
      </p>
    </form>
  )
}
