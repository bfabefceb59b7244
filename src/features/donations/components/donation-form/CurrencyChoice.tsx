import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { ErrorText, RadioGroup } from '@/components/form/fields'
import { CURRENCIES, type Currency } from '@/lib/money/currency'
import { defaultCurrency, type CurrencyOptions } from '../../currency-rules'
import type { PlaceItem } from './lookups'
import type { DonationFormApi, PartProps } from './types'
import styles from './DonationForm.module.css'

/**
 * The currency's default follows the page's language and the chosen country (issue 44 item 1):
 * EGP on an Arabic page or for Egypt, USD otherwise (USD too while pounds cannot be taken on
 * this server). It stops following once the donor chose a currency or typed an amount: an
 * address chosen after the amounts must never turn $100 into 100 pounds behind the donor's back
 * (decision 0110). `reset` starts over (after a completed donation).
 */
export function useCurrencyDefault(
  form: DonationFormApi,
  countries: PlaceItem[],
  options: CurrencyOptions | null | undefined,
) {
  const locale = useLocale()
  const chosen = useRef(false)
  const country = useWatch({ control: form.control, name: 'country' })
  const iso = countries.find((c) => String(c.id) === country)?.iso_code
  const fallback = useCallback(
    (preferred: Currency): Currency =>
      options?.currencies.find((c) => c.code === preferred)?.payment_step === 'unavailable'
        ? 'USD'
        : preferred,
    [options],
  )
  useEffect(() => {
    const typed = form.getValues('donations').some((l) => l.donation_amount.trim() !== '')
    if (chosen.current || typed) return
    const currency = fallback(defaultCurrency(locale, iso))
    if (form.getValues('currency') !== currency) form.setValue('currency', currency)
  }, [form, locale, iso, fallback])
  const reset = useCallback(() => {
    chosen.current = false
    form.setValue('currency', fallback(defaultCurrency(locale)))
  }, [form, locale, fallback])
  return { choose: () => (chosen.current = true), reset }
}

/**
 * The currency choice at the top of Donation Details, always visible: Egyptian pounds (the
 * Egyptian NGO, Paymob) or US dollars (the US entity). Says so when the sandbox stands in for
 * the pounds' gateway (a test server) and when pounds cannot be taken here.
 */
export function CurrencyChoice({
  form,
  fields,
  options,
  onChoose,
}: PartProps & { options: CurrencyOptions | null | undefined; onChoose: () => void }) {
  const t = useTranslations('donation')
  const currency = useWatch({ control: form.control, name: 'currency' }) as Currency
  const option = options?.currencies.find((c) => c.code === currency)
  const binding = fields.field('currency')
  const registered = form.register('currency', {
    onChange: () => {
      onChoose()
      // The amounts' limits changed with the currency: their messages are checked again.
      void form.trigger('donations')
    },
  })
  return (
    <div className={styles.currency} data-testid="currency-choice">
      <RadioGroup
        legend={t('labels.currency')}
        registered={registered}
        choices={CURRENCIES.map((code) => ({ value: code, label: t(`currency.${code}`) }))}
      />
      {option?.sandbox && (
        <p className={styles.sandboxNote} role="note">
          {t('currency.sandbox')}
        </p>
      )}
      {option?.payment_step === 'unavailable' && (
        <p className="form-error">{t('messages.egpUnavailable')}</p>
      )}
      <ErrorText id={binding.errorId} message={binding.message} />
    </div>
  )
}
