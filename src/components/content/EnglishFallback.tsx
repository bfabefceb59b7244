import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import styles from './EnglishFallback.module.css'

/** The attributes of English text shown on an Arabic page (none when it is the page's language). */
export function englishAttrs(untranslated: boolean): { lang?: 'en'; dir?: 'ltr' } {
  return untranslated ? { lang: 'en', dir: 'ltr' } : {}
}

/**
 * A record shown on an Arabic page before its Arabic form is written (decision 0043): a short
 * Arabic notice, then the English text marked as English and left to right, so screen readers
 * pronounce it as English and its full stops sit at its end, not at the start of the line.
 * Anything else renders its children untouched.
 */
export function EnglishFallback({
  locale,
  untranslated,
  children,
}: {
  locale: Locale
  untranslated: boolean
  children: ReactNode
}) {
  if (!untranslated || locale === 'en') return children
  return (
    <>
      <EnglishNotice locale={locale} />
      <div className={styles.english} {...englishAttrs(true)}>
        {children}
      </div>
    </>
  )
}

/** The notice alone, for a page whose English parts are marked one by one (the by-laws). */
export function EnglishNotice({ locale }: { locale: Locale }) {
  if (locale === 'en') return null
  return (
    <p className={styles.notice} role="note">
      {translator(locale, 'common')('englishOnly')}
    </p>
  )
}
