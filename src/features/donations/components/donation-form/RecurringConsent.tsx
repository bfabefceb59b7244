import { useLocale, useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { formatTime } from '@/lib/clock'
import { REPEAT_TYPES, type RepeatType } from '../../constants'
import { grossUpCents, typedCents } from '../../fees'
import { nextChargeDate } from '../../recurring/schedule'
import type { DonationLineValues } from '../../schema'
import type { PurposeItem } from './lookups'
import styles from './DonationForm.module.css'

/**
 * The standing consent of each repeating line, in the form before the donor confirms (decision
 * 0103; the same words as the code mail and the receipt): what each period charges (the line,
 * with its fee on top when the donor covers it), how often, the first charge (today) and the next
 * in the charity's time zone, and how to cancel. Nothing while no line repeats with an amount.
 */
export function RecurringConsent({
  lines,
  cover,
  purposes,
  money,
  hosted = false,
}: {
  lines: DonationLineValues[]
  cover: boolean
  purposes: PurposeItem[]
  money: (cents: number) => string
  /**
   * Paid on the gateway's own page (Paymob, decision 0129): the donor has not chosen card, wallet
   * or kiosk yet, so the consent names no card and says what each choice means.
   */
  hosted?: boolean
}) {
  const t = useTranslations('donation')
  const locale = useLocale() as Locale
  const repeating = lines.filter(
    (l) =>
      l?.is_repeat === '1' &&
      (REPEAT_TYPES as readonly string[]).includes(l.repeat_type) &&
      typedCents(l.donation_amount) > 0,
  )
  if (!repeating.length) return null
  const now = new Date()
  const day = (d: Date) => formatTime(d, locale, { dateOnly: true, zone: true })
  return (
    <div className={styles.consent} data-testid="recurring-consent">
      <p className={styles.consentTitle}>{t('fee.consentTitle')}</p>
      {repeating.map((l, i) => {
        const cents = typedCents(l.donation_amount)
        const repeat = l.repeat_type as RepeatType
        const purpose = purposes.find((p) => String(p.id) === l.donation_purpose_id)
        return (
          <p key={i}>
            {t(hosted ? 'fee.consentHosted' : 'fee.consent', {
              amount: money(cover ? grossUpCents(cents) : cents),
              every: t(`every.${repeat}`),
              purpose: purpose?.name ?? '…',
              date: day(now),
              next: day(nextChargeDate(now, repeat)),
            })}
          </p>
        )
      })}
    </div>
  )
}
