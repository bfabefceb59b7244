'use client'

import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { localisedPath, type Locale } from '@/i18n/locales'
import type { MouseEvent } from 'react'
import styles from './StaticPages.module.css'

/**
 * True when the previous entry of this tab's history is a page of this site:
 * the visitor followed a link inside the site to reach this page (the
 * document was loaded at another path), or this document was opened from a
 * page of the site (same-origin referrer).
 */
function previousPageIsOnThisSite(): boolean {
  if (window.history.length < 2) return false
  const entry = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined
  try {
    const landing = entry ? new URL(entry.name).pathname : window.location.pathname
    if (landing !== window.location.pathname) return true
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * Accept, Decline and Print under the terms and the privacy policy. The spec
 * gives them no behaviour; here Accept goes back to the page the visitor came
 * from (home when none), Decline goes home and Print prints the page.
 */
export function LegalActions() {
  const router = useRouter()
  const t = useTranslations('legalActions')
  const home = localisedPath('/', useLocale() as Locale)

  function accept(event: MouseEvent<HTMLAnchorElement>) {
    if (!previousPageIsOnThisSite()) return // the link itself goes home
    event.preventDefault()
    router.back()
  }

  return (
    <div className={styles.legalActions}>
      <Link href={home} className="btn btn-primary" onClick={accept}>
        {t('accept')}
      </Link>
      <Link href={home} className="btn btn-outline">
        {t('decline')}
      </Link>
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>
        {t('print')}
      </button>
    </div>
  )
}
