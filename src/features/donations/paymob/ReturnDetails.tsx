import { formatMinorUnits } from '@/i18n/format-number'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import { untilText } from './kiosk.server'
import type { ReturnPayment } from './return-page.server'

/**
 * The details of the page a donor comes back to from Paymob (decision 0128): server components,
 * from our own record of the payment (return-page.server.ts). Numbers and addresses are
 * isolated left to right (`bdi`) so an Arabic line keeps its order.
 */
type Paid = Extract<ReturnPayment, { state: 'paid' }>
type Pending = Extract<ReturnPayment, { state: 'pending' }>

export function PaidSummary({ payment, locale }: { payment: Paid; locale: Locale }) {
  const t = translator(locale, 'paymobPayment')
  const d = translator(locale, 'donation')
  return (
    <>
      {payment.receiptNumber && (
        <p data-testid="payment-receipt-number">
          {t('receiptNumber', { number: '' })}
          <bdi dir="ltr">{payment.receiptNumber}</bdi>
        </p>
      )}
      <p>
        {t('amount', { amount: formatMinorUnits(payment.amountCents, locale, payment.currency) })}
      </p>
      {payment.lines.length > 0 && (
        <>
          <p>{t('givenTo')}</p>
          <ul>
            {payment.lines.map((l, i) => (
              <li key={i}>
                {l.purpose} ({d(`designation.${l.designation}`)}):{' '}
                {formatMinorUnits(l.amountCents, locale, payment.currency)}
              </li>
            ))}
          </ul>
        </>
      )}
      {payment.email && (
        <p>
          {t('receiptSent', { email: '' })}
          <bdi dir="ltr">{payment.email}</bdi>
        </p>
      )}
    </>
  )
}

export function KioskSteps({ payment, locale }: { payment: Pending; locale: Locale }) {
  const t = translator(locale, 'paymobPayment')
  return (
    <>
      <p>{t('reference')}</p>
      <p>
        <strong data-testid="kiosk-reference" dir="ltr" style={{ fontSize: '2rem' }}>
          {payment.reference}
        </strong>
      </p>
      <p>
        {t('payAmount', {
          amount: formatMinorUnits(payment.amountCents, locale, payment.currency),
        })}
      </p>
      {payment.expiresAt && (
        <p>{t('payUntil', { date: untilText(new Date(payment.expiresAt), locale) })}</p>
      )}
      <h2>{t('stepsTitle')}</h2>
      <ol data-testid="kiosk-steps">
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
        <li>{t('step4')}</li>
      </ol>
      <p>{t('pendingNote')}</p>
    </>
  )
}
