'use client'

import { useTranslations } from 'next-intl'
import { ArrowUpIcon } from './icons'
import { scrollBehavior } from './motion'
import { SCROLL_THRESHOLD, useScrolledPast } from './useScrolledPast'
import styles from './BackToTop.module.css'

/** Appears after more than 50 px of scrolling; scrolls smoothly back to the top. */
export function BackToTop() {
  const visible = useScrolledPast(SCROLL_THRESHOLD)
  const t = useTranslations('shell')
  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      className={visible ? `${styles.button} ${styles.visible}` : styles.button}
      data-visible={visible ? 'true' : 'false'}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUpIcon size={22} />
    </button>
  )
}
