'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useDialogBehavior, useIsClient } from '@/components/Modal/Modal'
import { useStaffSignIn } from '../use-staff-sign-in'
import styles from './OffCanvasSignIn.module.css'
import { EmailField, PasswordField, RememberRow } from './AccountFields'
import { useAccountPath } from '../use-account-text'

type Props = { open: boolean; onClose: () => void }

/** Sign-in panel sliding in from the right (staff login through Payload, then /admin). */
export function OffCanvasSignIn({ open, onClose }: Props) {
  const isClient = useIsClient()
  const active = open && isClient
  const panelRef = useRef<HTMLDivElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const t = useTranslations('account')

  useDialogBehavior(active, panelRef, {
    onEscape: onClose,
    lockScroll: true,
    initialFocus: emailRef,
  })

  if (!active) return null

  return createPortal(
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('signIn')}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('closePanel')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <DonorLinks onNavigate={onClose} />
        <h3 className={styles.staffTitle}>{t('staffTitle')}</h3>
        <SignInForm emailRef={emailRef} onNavigate={onClose} />
      </div>
    </>,
    document.body,
  )
}

/**
 * What most visitors who touch the person icon want: donors their portal (a code by
 * e-mail, no account), applicants the case request; the staff sign-in comes after.
 */
function DonorLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('account')
  const path = useAccountPath()
  return (
    <section className={styles.donors} aria-label={t('donorsTitle')}>
      <Link href={path('/donor')} className="btn btn-primary btn-block" onClick={onNavigate}>
        {t('donorPortal')}
      </Link>
      <p className={styles.hint}>{t('donorPortalHint')}</p>
      <Link href={path('/caseSearchFormEn')} className={styles.askForHelp} onClick={onNavigate}>
        {t('askForHelp')}
      </Link>
    </section>
  )
}

type FormProps = {
  emailRef: RefObject<HTMLInputElement | null>
  onNavigate: () => void
}

function SignInForm({ emailRef, onNavigate }: FormProps) {
  // Shared with /login (src/features/account): Payload sign-in, then /admin.
  const { sending, error, onSubmit } = useStaffSignIn()
  const ids = useId()
  const t = useTranslations('account')
  const path = useAccountPath()

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <EmailField ids={ids} autoComplete="username" ref={emailRef} />
      <PasswordField ids={ids} autoComplete="current-password" />
      <RememberRow ids={ids}>
        <Link href={path('/reset-password')} onClick={onNavigate}>
          {t('forgotPassword')}
        </Link>
      </RememberRow>
      {error && (
        <p role="alert" className={`alert ${styles.error}`}>
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={sending}
        aria-busy={sending}
      >
        {t('signIn')}
      </button>
      <p className={styles.signup}>
        {t('noAccount')}{' '}
        <Link href={path('/signup')} onClick={onNavigate}>
          {t('signUpLink')}
        </Link>
      </p>
    </form>
  )
}
