'use client'

import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useActionState } from 'react'
import { localisedPath, type Locale } from '@/i18n/locales'
import { confirmAction } from '../actions'
import { CONFIRM_KEYS } from '../messages'
import styles from './Newsletter.module.css'

/**
 * Asks before confirming (the mail's link is a GET, which mail scanners follow);
 * the answer replaces the question in a live region.
 */
export function ConfirmForm({ token }: { token: string }) {
  const [outcome, action, pending] = useActionState(confirmAction, null)
  const good = outcome === 'confirmed' || outcome === 'already-confirmed'
  const t = useTranslations('newsletterPages')
  const locale = useLocale() as Locale
  return (
    <div className={styles.card}>
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={good ? 'alert alert-success' : 'alert'}>
            {t(`confirm.${CONFIRM_KEYS[outcome]}Text`)}
          </p>
        ) : null}
      </div>
      {outcome ? (
        <Link className="btn btn-primary" href={localisedPath('/', locale)}>
          {t('backHome')}
        </Link>
      ) : (
        <form action={action}>
          <p>{t('confirm.askText')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {t('confirm.button')}
          </button>
        </form>
      )}
    </div>
  )
}
