import { Modal } from '@/components/Modal/Modal'
import { DONATION_ALERTS } from '../../constants'
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
  return (
    <>
      <Modal open={dialog === 'invalid'} onClose={onClose} labelledBy={titleId}>
        <div className={styles.dialog} role="alert">
          <h2 id={titleId}>{DONATION_ALERTS.invalid.title}</h2>
          <p>{DONATION_ALERTS.invalid.text}</p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            OK
          </button>
        </div>
      </Modal>

      <Modal open={dialog === 'failed'} onClose={onClose} labelledBy={titleId}>
        <div className={styles.dialog} role="alert">
          <h2 id={titleId}>{DONATION_ALERTS.failed.title}</h2>
          <p>{DONATION_ALERTS.failed.text}</p>
          {failReason && <p className={styles.reason}>{failReason}</p>}
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
          <h2 id={titleId}>{DONATION_ALERTS.success.title}</h2>
          <p>{DONATION_ALERTS.success.text}</p>
        </div>
      </Modal>
    </>
  )
}
