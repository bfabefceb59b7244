import { useLocale, useTranslations } from 'next-intl'
import { localisedPath, type Locale } from '@/i18n/locales'
import { LocalisedMessage } from '@/components/form/LocalisedMessage'
import { Modal } from '@/components/Modal/Modal'
import { GATEWAY_MESSAGES } from '../../gateway/types'
import { failedDialogParts } from './failed-dialog'
import type { Dialog } from './useDonationSubmit'
import styles from './DonationForm.module.css'

/** 'Form Invalid', 'Donation Failed' (with the server's reason) and 'Donation Successful!'. */
export function ResultDialogs({
  dialog,
  failReason,
  failWaits = false,
  onClose,
  titleId,
  done,
  onCloseSuccess,
}: {
  dialog: Dialog
  failReason: string | undefined
  /** The refusal is a rate limit's: its reason (the wait) is the only message. */
  failWaits?: boolean
  onClose: () => void
  titleId: string
  /** The confirmed gift (the success state). */
  done?: { receiptNumber: string | undefined; email: string }
  /** Closes the success state; the form is cleared then. */
  onCloseSuccess: () => void
}) {
  const t = useTranslations('donation')
  const locale = useLocale() as Locale
  const failed = failedDialogParts({ reason: failReason, waits: failWaits })
  return (
    <>
      <Modal open={dialog === 'invalid'} onClose={onClose} labelledBy={titleId}>
        <div className={styles.dialog} role="alert">
          <h2 id={titleId}>{t('alerts.invalidTitle')}</h2>
          <p>{t('alerts.invalidText')}</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('alerts.ok')}
          </button>
        </div>
      </Modal>

      <Modal open={dialog === 'failed'} onClose={onClose} labelledBy={titleId}>
        <div className={styles.dialog} role="alert">
          <h2 id={titleId}>{t('alerts.failedTitle')}</h2>
          {failed.general && <p>{t('alerts.failedText')}</p>}
          {failed.reason && (
            <p className={styles.reason}>
              {/* A refusal the catalogue does not know (Stripe's own sentence) reads as a failure. */}
              <LocalisedMessage text={failed.reason} otherwise={GATEWAY_MESSAGES.failed} />
            </p>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('alerts.ok')}
          </button>
        </div>
      </Modal>

      {/* Stays until the donor closes it (decision 0103): the receipt number, where the receipt
          went and the portal. A dialog (focus moves in); its words are also a status message. */}
      <Modal
        open={dialog === 'success'}
        onClose={onCloseSuccess}
        labelledBy={titleId}
        hideCloseButton
      >
        <div className={styles.dialog} role="status" data-testid="donation-success">
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <h2 id={titleId}>{t('alerts.successTitle')}</h2>
          <p>{t('alerts.successText')}</p>
          {done?.receiptNumber && (
            <p className={styles.receiptNumber}>
              {t('done.receiptNumber', { number: '' })}
              <bdi dir="ltr">{done.receiptNumber}</bdi>
            </p>
          )}
          {done && (
            <p className={styles.sentTo}>
              {t('done.receiptSent', { email: '' })}
              <bdi dir="ltr">{done.email}</bdi>
            </p>
          )}
          <p>
            <a href={localisedPath('/donor', locale)}>{t('done.portalLink')}</a>
          </p>
          <button type="button" className="btn btn-primary" onClick={onCloseSuccess}>
            {t('done.close')}
          </button>
        </div>
      </Modal>
    </>
  )
}
