import { useTranslations } from 'next-intl'
import { Modal } from '@/components/Modal/Modal'
import { ErrorText } from '@/components/form/fields'
import { CODE_INPUT_MAX_LENGTH } from '@/components/form/one-time-code'
import type { CodeApi } from './useDonationSubmit'
import styles from './DonationForm.module.css'

/**
 * 'Verify OTP' (spec 000 section 8): the 6-character code e-mailed to the donor. While the code
 * is checked the dialog cannot be dismissed; Cancel closes it and keeps the form as it was.
 */
export function CodeDialog({
  open,
  onClose,
  code,
  idOf,
  email,
}: {
  open: boolean
  onClose: () => void
  code: CodeApi
  idOf: (name: string) => string
  /** The address the code went to, named when a new one is sent. */
  email: string
}) {
  const t = useTranslations('donation')
  const titleId = idOf('dialog-title')
  const errorId = idOf('otp-error')
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!code.confirming) onClose()
      }}
      dismissible={!code.confirming}
      hideCloseButton={code.confirming}
      labelledBy={titleId}
    >
      <form
        className={styles.dialog}
        onSubmit={code.verify}
        noValidate
        aria-describedby={idOf('otp-text')}
      >
        <h2 id={titleId}>{t('alerts.otpTitle')}</h2>
        <p id={idOf('otp-text')}>{t('alerts.otpText')}</p>
        <label htmlFor={idOf('otp')} className="visually-hidden">
          {t('labels.otp')}
        </label>
        <input
          id={idOf('otp')}
          className={`form-control ${styles.otp}`}
          value={code.value}
          onChange={(e) => code.change(e.target.value)}
          placeholder={t('alerts.otpPlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_INPUT_MAX_LENGTH}
          dir="ltr"
          aria-invalid={code.error ? true : undefined}
          aria-describedby={code.error ? errorId : undefined}
          disabled={code.confirming}
        />
        <ErrorText id={errorId} message={code.error} role="alert" />
        {/* "Send the code again" (decision 0103): limited by the server; the old code then stops
            working, which the note says. */}
        <p className={styles.resend} role="status">
          {code.resend.sent && t('resend.sent', { email })}
        </p>
        <ErrorText id={idOf('resend-error')} message={code.resend.error} role="alert" />
        <button
          type="button"
          className={styles.resendButton}
          onClick={() => void code.resend.send()}
          disabled={code.confirming || code.resend.sending}
        >
          {code.resend.sending ? t('resend.sending') : t('resend.send')}
        </button>
        <div className={styles.dialogButtons}>
          <button type="submit" className="btn btn-primary" disabled={code.confirming}>
            {code.confirming ? t('labels.verifying') : t('alerts.otpVerify')}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={onClose}
            disabled={code.confirming}
          >
            {t('alerts.otpCancel')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
