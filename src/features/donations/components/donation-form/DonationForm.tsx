'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Honeypot } from '@/components/form/honeypot'
import { RequiredNote } from '@/components/form/RequiredNote'
import { useFormFields, type MessageFilter } from '@/components/form/use-form-fields'
import { DONATION_MESSAGES } from '../../constants'
import { DEFAULT_RULES, defaultCurrency, rulesOf, type DonationRules } from '../../currency-rules'
import { donationDefaults, expiryYearWindow } from '../../form-values'
import { donationRequired } from '../../required'
import type { DonationFormValues, DonationPayload } from '../../schema'
import { AddressFields } from './AddressFields'
import { CardFields } from './CardFields'
import { CodeDialog } from './CodeDialog'
import { useCurrencyOptions } from './currency-options'
import { CurrencyChoice, useCurrencyDefault } from './CurrencyChoice'
import { DonationLines } from './DonationLines'
import { FormSection } from './FormSection'
import { useInitialLists, type PlaceItem } from './lookups'
import { PersonalFields } from './PersonalFields'
import { ResultDialogs } from './ResultDialogs'
import { usePaymentConfig, type StripeCard } from './stripe-card'
import { StripeCardFields } from './StripeCardFields'
import { useAddress } from './useAddress'
import { useDeferredChecks } from './useDeferredChecks'
import { useDonationSubmit } from './useDonationSubmit'
import { WalletButton } from './WalletButton'
import styles from './DonationForm.module.css'

type Section = 'personal' | 'donation' | 'payment'
const SECTION_OF: Record<string, Section> = {
  first_name: 'personal',
  last_name: 'personal',
  email: 'personal',
  phone: 'personal',
  donations: 'donation',
}

/** Of the street only 'Address is required' shows; the hidden coordinates never speak (spec 000). */
const shown: MessageFilter<DonationFormValues> = (name, message) => {
  if (name === 'street') return message === DONATION_MESSAGES.streetRequired ? message : undefined
  return name === 'latitude' || name === 'longitude' ? undefined : message
}

export interface DonationFormProps {
  /** Preselects the first line's purpose (the id of /donationServices/{id}). */
  purposeId?: number
  /** The spec's completion event: after the success message (the modal closes). */
  onCompleted?: () => void
}

/**
 * The donation form (spec 000 sections 2, 4, 5 and 8; issue 5): three collapsible sections,
 * donation lines with their fees and the summary, the card and the address with suggestions;
 * then the e-mailed code dialog. Used on the home card, the purpose and activity side boxes and
 * the shell's modal. Messages show once a field is touched (all after a submit).
 */
export function DonationForm({ purposeId, onCompleted }: DonationFormProps) {
  const t = useTranslations('donation')
  const years = useMemo(() => expiryYearWindow(), [])
  // Stripe mode (decision 0041): the card is in Stripe's frames, so our card fields are not
  // checked; the holder's name still is. The gateway is asked once the visitor engages the form
  // (the payment section is closed until then), as the checks are loaded.
  const inStripeMode = useRef(false)
  // The EGP limits and the Zakat purposes, from the server once the form is engaged (decision 0110).
  const rules = useRef<DonationRules>(DEFAULT_RULES)
  // The countries' ISO codes: the chosen one is the phone's default country (decision 0134).
  const countryList = useRef<readonly PlaceItem[]>([])
  const checks = useDeferredChecks(inStripeMode, rules, countryList)
  const payment = usePaymentConfig(checks.engaged)
  const currencyOptions = useCurrencyOptions(checks.engaged)
  useEffect(() => {
    rules.current = rulesOf(currencyOptions)
  }, [currencyOptions])
  const locale = useLocale()
  const stripeKey = payment?.gateway === 'stripe' ? payment.publishable_key : undefined
  const card = useRef<StripeCard | null>(null)
  useEffect(() => {
    inStripeMode.current = stripeKey !== undefined
  }, [stripeKey])
  const form = useForm<DonationFormValues, unknown, DonationPayload>({
    resolver: checks.resolver,
    defaultValues: donationDefaults(purposeId, defaultCurrency(locale)),
    mode: 'onTouched',
  })
  const { purposes, countries } = useInitialLists()
  // The marks of required fields; the postal code's follows the chosen country.
  const countryId = useWatch({ control: form.control, name: 'country' })
  const required = useMemo(
    () => donationRequired(countries.find((c) => String(c.id) === countryId)?.iso_code),
    [countries, countryId],
  )
  const fields = useFormFields(form, shown, required)
  const { idOf } = fields
  const formRef = useRef<HTMLFormElement>(null)
  const [open, setOpen] = useState<Record<Section, boolean>>({
    personal: true,
    donation: false,
    payment: false,
  })
  useEffect(() => {
    countryList.current = countries
  }, [countries])
  const address = useAddress(form, countries)
  const currencyDefault = useCurrencyDefault(form, countries, currencyOptions)
  // How this currency is paid: 'hosted' is a gateway's own page after the code (Paymob's
  // checkout, decision 0110): no card fields here then.
  const currency = useWatch({ control: form.control, name: 'currency' })
  const paymentStep = currencyOptions?.currencies.find((c) => c.code === currency)?.payment_step
  const flow = useDonationSubmit({
    form,
    formRef,
    purposeId,
    beforeCheck: () => {
      checks.engage()
      return Promise.resolve()
    },
    onReset: () => {
      address.reset()
      currencyDefault.reset()
    },
    onCompleted,
    card: stripeKey ? card : undefined,
    readyForWallet: () => {
      // The wallet pays for the donor: an empty holder's name is the donor's (decision 0058).
      const { first_name, last_name, cc_name } = form.getValues()
      if (!cc_name.trim() && first_name.trim() && last_name.trim())
        form.setValue('cc_name', `${first_name.trim()} ${last_name.trim()}`)
      // Not loaded yet (a wallet pressed before any field was): not complete, and the check says why.
      return checks.loaded()?.completeButCard(form.getValues()) ?? false
    },
    onInvalid: (names) => {
      // Every field now shows its message; open the sections that have one.
      const withErrors = new Set(names.map((n) => SECTION_OF[n] ?? 'payment'))
      setOpen((o) => ({
        personal: o.personal || withErrors.has('personal'),
        donation: o.donation || withErrors.has('donation'),
        payment: o.payment || withErrors.has('payment'),
      }))
    },
  })

  // The select shows a chosen purpose (the preselected one) once its option exists; an id that
  // is not a listed purpose (a stale link) is not kept.
  const { getValues, setValue } = form
  useEffect(() => {
    if (!purposes.length) return
    const listed = new Set(purposes.map((p) => String(p.id)))
    getValues('donations').forEach(({ donation_purpose_id: id }, i) => {
      if (id) setValue(`donations.${i}.donation_purpose_id`, listed.has(id) ? id : '')
    })
  }, [purposes, getValues, setValue])

  const { isValid } = form.formState
  const section = (name: Section, title: string) => ({
    id: idOf(name),
    title,
    open: open[name],
    onToggle: () => setOpen((o) => ({ ...o, [name]: !o[name] })),
  })
  const part = { form, fields }

  return (
    <div
      className={styles.wrap}
      onFocusCapture={checks.engage}
      onPointerDownCapture={checks.engage}
      onKeyDownCapture={checks.engage}
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={t('formLabel')}
        onSubmit={(event) => void flow.submit(event)}
      >
        <RequiredNote />
        <FormSection {...section('personal', t('form.personal'))}>
          <PersonalFields {...part} />
        </FormSection>
        <FormSection {...section('donation', t('form.donation'))}>
          <CurrencyChoice {...part} options={currencyOptions} onChoose={currencyDefault.choose} />
          <DonationLines {...part} purposes={purposes} hosted={paymentStep === 'hosted'} />
        </FormSection>
        <FormSection {...section('payment', t('form.payment'))}>
          {paymentStep === 'hosted' ? (
            <p className={styles.notice}>{t('currency.hosted')}</p>
          ) : stripeKey ? (
            <>
              <WalletButton
                {...part}
                publishableKey={stripeKey}
                onClick={flow.wallet.click}
                onPaymentMethod={(id) => void flow.wallet.paid(id)}
              />
              <StripeCardFields {...part} publishableKey={stripeKey} cardRef={card} />
            </>
          ) : payment ? (
            <CardFields {...part} expiryYear={years.current} />
          ) : (
            <div className={styles.cardPending} aria-busy="true" />
          )}
          <AddressFields {...part} address={address} countries={countries} />
        </FormSection>

        <Honeypot idPrefix={idOf('form')} />

        <button
          type="submit"
          className={`btn btn-primary btn-block ${styles.submit}`}
          aria-disabled={!isValid || flow.sending}
          title={isValid ? t('form.tooltipValid') : t('form.tooltipInvalid')}
        >
          {flow.sending ? t('labels.sending') : t('form.submit')}
        </button>
      </form>

      <ResultDialogs
        dialog={flow.dialog}
        failReason={flow.failReason}
        failWaits={flow.failWaits}
        onClose={flow.close}
        titleId={idOf('dialog-title')}
        done={flow.done}
        onCloseSuccess={flow.closeSuccess}
      />
      <CodeDialog
        open={flow.dialog === 'otp'}
        onClose={flow.close}
        code={flow.code}
        idOf={idOf}
        email={flow.email}
      />
    </div>
  )
}

export default DonationForm
