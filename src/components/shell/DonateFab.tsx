'use client'

import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useId, type ReactNode } from 'react'
import { Modal } from '@/components/Modal/Modal'
import { localisedPath, type Locale } from '@/i18n/locales'
import { useDonationModal } from './DonationModalContext'
import { HeartIcon } from './icons'
import styles from './DonateFab.module.css'

/**
 * The fixed 'Make A Donation' button (bottom left of every screen) and the shell's single
 * donation modal, which shows `children` (the donation form) or a short fallback.
 */
export function DonateFab({ children }: { children?: ReactNode }) {
  const { isOpen, open, close } = useDonationModal()
  const headingId = useId()
  const hasForm = children !== undefined && children !== null && children !== false
  const t = useTranslations('shell')
  const locale = useLocale() as Locale

  return (
    <>
      <button
        type="button"
        className={`btn btn-accent ${styles.fab}`}
        aria-haspopup="dialog"
        // The layout checks find it by this in both languages (its name is translated).
        data-testid="donate-fab"
        onClick={open}
      >
        <HeartIcon size={18} />
        {t('makeDonation')}
      </button>
      <Modal
        open={isOpen}
        onClose={close}
        label={t('makeDonation')}
        labelledBy={hasForm ? undefined : headingId}
      >
        {hasForm ? (
          children
        ) : (
          <div className={styles.fallback}>
            <h2 id={headingId}>{t('makeDonation')}</h2>
            <p>{t('choosePurpose')}</p>
            <Link
              href={localisedPath('/donationServices', locale)}
              className="btn btn-primary"
              onClick={close}
            >
              {t('seePurposes')}
            </Link>
          </div>
        )}
      </Modal>
    </>
  )
}
