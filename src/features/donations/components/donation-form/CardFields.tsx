import { TextField } from '@/components/form/fields'
import { DONATION_LIMITS } from '../../constants'
import type { PartProps } from './types'
import styles from './DonationForm.module.css'

/** The card: number, holder, expiry and CVC (never stored; spec 000 section 4). */
export function CardFields({ fields: { field }, expiryYear }: PartProps & { expiryYear: number }) {
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label="Card Number"
          field={field('cc_number')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={DONATION_LIMITS.cardMaxLength}
        />
        <TextField label="Cardholder Name" field={field('cc_name')} autoComplete="cc-name" />
      </div>
      <div className={styles.grid3}>
        <TextField
          label="Expiry Month"
          field={field('cc_exp_month')}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
        />
        <TextField
          label="Expiry Year"
          field={field('cc_exp_year')}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder={`${expiryYear}`}
          maxLength={4}
        />
        <TextField
          label="CVC"
          field={field('cc_cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={DONATION_LIMITS.cvcMaxLength}
        />
      </div>
    </>
  )
}
