'use client'

import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useActionState } from 'react'
import { localisedPath, type Locale } from '@/i18n/locales'
import { unsubscribeAction } from '../actions'
import styles from './Newsletter.module.css'

/** Asks before unsubscribing; the answer replaces the question in a live region. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [outcome, action, pending] = useActionState(unsubscribeAction, null)
  const t = useTranslations('newsletterPages')
  const locale = useLocale() as Locale
  return (
    <div className={styles.card}>
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={outcome === 'unsubscribed' ? 'alert alert-success' : 'alert'}>
            {t(`unsubscribe.${outcome}Text`)}
          </p>
        ) : null}
      </div>
      {outcome ? (
        <Link className="btn btn-primary" href={localisedPath('/', locale)}>
          {t('backHome')}
        </Link>
      ) : (
        <form action={action}>
          <p>{t('unsubscribe.askText')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {t('unsubscribe.button')}
          </button>
        </form>
      )}
    </div>
  )
}
