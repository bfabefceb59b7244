import { useTranslations } from 'next-intl'
import { LocalisedMessage } from '@/components/form/LocalisedMessage'
import { Modal } from '@/components/Modal/Modal'
import { GATEWAY_MESSAGES } from '../../gateway/types'
import type { Dialog } from './useDonationSubmit'
import styles from './DonationForm.module.css'

/** 'Form Invalid', 'Donation Failed' (with the server's reason) and 'Donation Successful!'. */
export function ResultDialogs({
  dialog,
  failReason,
  onClose,
  titleId,
}: {
  dialog: Dialog
  failReason: string | undefined
  onClose: () => void
  titleId: string
}) {
  const t = useTranslations('donation')
  return (
    <>
      <Modal open={dialog === 'invalid'} onClose={onClose} labelledBy={titleId}>
        <div className={styles.dialog} role="alert">
          <h2 id={titleId}>{t('alerts.invalidTitle')}</h2>
          <p>{t('alerts.invalidText')}</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            OK
          </button>
        </div>
      </Modal>

      <Modal open={dialog === 'failed'} onClose={onClose} labelledBy={titleId}>
        <div className={styles.dialog} role="alert">
          <h2 id={titleId}>{t('alerts.failedTitle')}</h2>
          <p>{t('alerts.failedText')}</p>
          {failReason && (
            <p className={styles.reason}>
              {/* A refusal the catalogue does not know (Stripe's own sentence) reads as a failure. */}
              <LocalisedMessage text={failReason} otherwise={GATEWAY_MESSAGES.failed} />
            </p>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            OK
          </button>
        </div>
      </Modal>

      <Modal
        open={dialog === 'success'}
        onClose={() => undefined}
        dismissible={false}
        hideCloseButton
        labelledBy={titleId}
      >
        <div className={styles.dialog} role="status">
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <h2 id={titleId}>{t('alerts.successTitle')}</h2>
          <p>{t('alerts.successText')}</p>
        </div>
      </Modal>
    </>
  )
}
