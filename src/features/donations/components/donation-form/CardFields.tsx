import { useTranslations } from 'next-intl'
import { TextField } from '@/components/form/fields'
import { DONATION_LIMITS } from '../../constants'
import type { CardPartProps } from './types'
import styles from './DonationForm.module.css'

/**
 * The card: number, holder, expiry and CVC (never stored; spec 000 section 4). Also the donor
 * portal's new card for a plan (any form with these five fields).
 */
export function CardFields({
  fields: { field },
  expiryYear,
}: CardPartProps & { expiryYear: number }) {
  const t = useTranslations('donation')
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label={t('labels.cardNumber')}
          field={field('cc_number')}
          inputMode="numeric"
          autoComplete="cc-number"
          // Room for the groups people type ("4242 4242 4242 4242 123"): the schema reads digits.
          maxLength={DONATION_LIMITS.cardMaxLength + 6}
        />
        <TextField label={t('labels.cardName')} field={field('cc_name')} autoComplete="cc-name" />
      </div>
      <div className={styles.grid3}>
        <TextField
          label={t('labels.expMonth')}
          field={field('cc_exp_month')}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder={t('monthPlaceholder')}
          maxLength={2}
        />
        <TextField
          label={t('labels.expYear')}
          field={field('cc_exp_year')}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder={`${expiryYear}`}
          maxLength={4}
        />
        <TextField
          label={t('labels.cvc')}
          field={field('cc_cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={DONATION_LIMITS.cvcMaxLength}
        />
      </div>
    </>
  )
}
