import { TextField } from '@/components/form/fields'
import type { PartProps } from './types'
import styles from './DonationForm.module.css'

/** First and last name, e-mail and phone (spec 000 section 4). */
export function PersonalFields({ fields: { field } }: PartProps) {
  return (
    <div className={styles.grid}>
      <TextField label="First Name" field={field('first_name')} autoComplete="given-name" />
      <TextField label="Last Name" field={field('last_name')} autoComplete="family-name" />
      <TextField
        label="Email"
        field={field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        label="Phone"
        field={field('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={15}
      />
    </div>
  )
}
