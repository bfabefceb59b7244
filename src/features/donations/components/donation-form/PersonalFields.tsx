import { PHONE_INPUT_MAX_LENGTH } from '@/lib/validation/typed-digits'
import { useTranslations } from 'next-intl'
import { TextField } from '@/components/form/fields'
import type { PartProps } from './types'
import styles from './DonationForm.module.css'

/** First and last name, e-mail and phone (spec 000 section 4). */
export function PersonalFields({ fields: { field } }: PartProps) {
  const t = useTranslations('donation')
  return (
    <div className={styles.grid}>
      <TextField
        label={t('labels.firstName')}
        field={field('first_name')}
        autoComplete="given-name"
      />
      <TextField
        label={t('labels.lastName')}
        field={field('last_name')}
        autoComplete="family-name"
      />
      <TextField
        label={t('labels.email')}
        field={field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        label={t('labels.phone')}
        field={field('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
      />
    </div>
  )
}
