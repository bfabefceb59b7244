'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { localisedPath, type Locale } from '@/i18n/locales'
import styles from './Status.module.css'

/** RenderError's view (its own chunk): the shell's catalogue has these texts (SHELL_KEYS). */
export default function RenderErrorView({ reset }: { reset: () => void }) {
  const t = useTranslations('errorPage')
  const common = useTranslations('common')
  const locale = useLocale() as Locale
  return (
    <section className={`container ${styles.status}`}>
      <h1>{t('title')}</h1>
      <p>{t('renderText')}</p>
      <p className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
        <Link className="btn btn-outline" href={localisedPath('/', locale)}>
          {common('backToHome')}
        </Link>
      </p>
    </section>
  )
}
