'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import {
  Controller,
  get,
  useFieldArray,
  useForm,
  useWatch,
  type FieldPath,
  type Resolver,
} from 'react-hook-form'
import { Modal } from '@/components/Modal/Modal'
import { apiFetch } from '@/lib/api-client'
import type { AddressSuggestion } from '../address/types'
import {
  DONATION_ALERTS,
  DONATION_LIMITS,
  DONATION_MESSAGES,
  FORM_TEXTS,
  HONEYPOT_FIELD,
  REPEAT_LABELS,
  REPEAT_TYPES,
} from '../constants'
import { feeCents, formatUsd, summarize, typedCents } from '../fees'
import {
  donationDefaults,
  donationSchema,
  emptyLine,
  expiryYearWindow,
  type DonationFormValues,
  type DonationPayload,
} from '../schema'
import {
  loadList,
  sameName,
  useAddressSuggestions,
  useInitialLists,
  wait,
  type PlaceItem,
} from './lookups'
import styles from './DonationForm.module.css'

type Name = FieldPath<DonationFormValues>
type Section = 'personal' | 'donation' | 'payment'
type Dialog = 'invalid' | 'failed' | 'otp' | 'success' | null

const SECTION_OF: Record<string, Section> = {
  first_name: 'personal',
  last_name: 'personal',
  email: 'personal',
  phone: 'personal',
  donations: 'donation',
}

export interface DonationFormProps {
  /** Preselects the first line's purpose (the id of /donationServices/{id}). */
  purposeId?: number
  /** The spec's completion event: after the success message (the modal closes). */
  onCompleted?: () => void
}

/** The server's error.message of a failed answer, if any. */
async function messageOf(res: Response): Promise<string | undefined> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null
  return typeof body?.error?.message === 'string' ? body.error.message : undefined
}

/** The field → messages map of a 422 answer. */
async function fieldErrorsOf(res: Response): Promise<Record<string, string[]>> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { data?: unknown } } | null
  const data = body?.error?.data
  return data && typeof data === 'object' ? (data as Record<string, string[]>) : {}
}

/**
 * The donation form (spec 000 sections 2, 4, 5 and 8; issue 5): three
 * collapsible sections, donation lines with their fees and the summary, the
 * card and the address with suggestions; then the e-mailed code dialog.
 * Used on the home card, the purpose and activity side boxes and the
 * shell's modal. Messages show once a field is touched (all after a submit).
 */
export function DonationForm({ purposeId, onCompleted }: DonationFormProps) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name.replace(/\./g, '-')}`
  const schema = useMemo(() => donationSchema(), [])
  const years = useMemo(() => expiryYearWindow(), [])
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    reset,
    setError,
    formState: { errors, touchedFields, isValid, isSubmitted },
  } = useForm<DonationFormValues, unknown, DonationPayload>({
    resolver: zodResolver(schema) as unknown as Resolver<
      DonationFormValues,
      unknown,
      DonationPayload
    >,
    defaultValues: donationDefaults(purposeId),
    mode: 'onTouched',
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'donations' })
  const lines = useWatch({ control, name: 'donations' })

  const [open, setOpen] = useState<Record<Section, boolean>>({
    personal: true,
    donation: false,
    payment: false,
  })
  const { purposes, countries } = useInitialLists()
  const [states, setStates] = useState<PlaceItem[]>([])
  const [cities, setCities] = useState<PlaceItem[]>([])
  const placeSeq = useRef({ country: 0, state: 0, autocomplete: 0 })

  const { suggestions, query, clear } = useAddressSuggestions()
  const [listOpen, setListOpen] = useState(false)
  const [activeOption, setActiveOption] = useState(-1)

  const [dialog, setDialog] = useState<Dialog>(null)
  const [failReason, setFailReason] = useState<string>()
  const [sending, setSending] = useState(false)
  const [stagedEmail, setStagedEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [otpError, setOtpError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(successTimer.current), [])

  // The select shows a chosen purpose (the preselected one) once its option exists.
  useEffect(() => {
    if (!purposes.length) return
    getValues('donations').forEach((line, i) => {
      if (line.donation_purpose_id)
        setValue(`donations.${i}.donation_purpose_id`, line.donation_purpose_id)
    })
  }, [purposes, getValues, setValue])

  const summary = summarize((lines ?? []).map((l) => typedCents(l?.donation_amount)))

  /** The message of a field, once it is touched or the form was submitted. */
  const messageFor = (name: Name): string | undefined => {
    if (!isSubmitted && !get(touchedFields, name)) return undefined
    const message = (get(errors, name) as { message?: string } | undefined)?.message
    if (name === 'street') return message === DONATION_MESSAGES.streetRequired ? message : undefined
    if (name === 'latitude' || name === 'longitude') return undefined
    return message
  }
  const a11y = (name: Name) => {
    const message = messageFor(name)
    return {
      id: id(name),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? id(`${name}-error`) : undefined,
    } as const
  }
  const errorOf = (name: Name) => {
    const message = messageFor(name)
    return message ? (
      <p id={id(`${name}-error`)} className="form-error">
        {message}
      </p>
    ) : null
  }

  // Countries, states and cities (spec 000 section 4): a new country clears
  // state and city and reloads the states; a new state clears the city and
  // reloads the cities. Each answers the list it loaded.
  async function chooseCountry(value: string): Promise<PlaceItem[]> {
    const seq = ++placeSeq.current.country
    placeSeq.current.state++
    setValue('country', value, { shouldValidate: true, shouldDirty: true })
    setValue('state', '', { shouldValidate: true, shouldDirty: true })
    setValue('city', '', { shouldValidate: true, shouldDirty: true })
    setStates([])
    setCities([])
    if (!value) return []
    const list = await loadList<PlaceItem>(`/api/donation/states/${encodeURIComponent(value)}`)
    if (seq !== placeSeq.current.country) return []
    setStates(list)
    return list
  }
  async function chooseState(value: string): Promise<PlaceItem[]> {
    const seq = ++placeSeq.current.state
    setValue('state', value, { shouldValidate: true, shouldDirty: true })
    setValue('city', '', { shouldValidate: true, shouldDirty: true })
    setCities([])
    if (!value) return []
    const list = await loadList<PlaceItem>(`/api/donation/cities/${encodeURIComponent(value)}`)
    if (seq !== placeSeq.current.state) return []
    setCities(list)
    return list
  }

  /** A suggestion fills the address, then selects country, state and city by name, 500 ms apart. */
  async function chooseSuggestion(s: AddressSuggestion) {
    setListOpen(false)
    setActiveOption(-1)
    clear()
    const seq = ++placeSeq.current.autocomplete
    const opts = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const
    setValue('street', s.street, opts)
    setValue('latitude', String(s.latitude), { shouldValidate: true })
    setValue('longitude', String(s.longitude), { shouldValidate: true })
    if (s.zip_code) setValue('zip_code', s.zip_code.slice(0, DONATION_LIMITS.zipMaxLength), opts)
    const country = countries.find((c) => sameName(c.name_en, s.country))
    if (!country) return
    const stateList = await chooseCountry(String(country.id))
    await wait(DONATION_LIMITS.autocompleteStepMs)
    if (seq !== placeSeq.current.autocomplete) return
    const state = stateList.find((c) => sameName(c.name_en, s.state))
    if (!state) return
    const cityList = await chooseState(String(state.id))
    await wait(DONATION_LIMITS.autocompleteStepMs)
    if (seq !== placeSeq.current.autocomplete) return
    const city = cityList.find((c) => sameName(c.name_en, s.city))
    if (city) setValue('city', String(city.id), { shouldValidate: true, shouldDirty: true })
  }

  const streetField = register('street', {
    onChange: (event: { target: { value: string } }) => {
      const text = event.target.value
      query(text)
      setListOpen(text.trim().length > DONATION_LIMITS.suggestAfter)
      setActiveOption(-1)
      // Typed by hand: the coordinates of an earlier suggestion no longer apply.
      if (getValues('latitude') || getValues('longitude')) {
        setValue('latitude', '', { shouldValidate: true })
        setValue('longitude', '', { shouldValidate: true })
      }
    },
    onBlur: () => setTimeout(() => setListOpen(false), 150),
  })
  const countryField = register('country')
  const stateField = register('state')
  const showList = listOpen && suggestions.length > 0
  function onStreetKey(event: KeyboardEvent<HTMLInputElement>) {
    if (!showList) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveOption((i) => (i + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && activeOption >= 0) {
      event.preventDefault()
      void chooseSuggestion(suggestions[activeOption]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setListOpen(false)
    }
  }

  async function send(data: DonationPayload, event?: BaseSyntheticEvent) {
    const form = (event?.target as HTMLElement | undefined)?.closest('form')
    const honeypot = form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : ''
    setSending(true)
    try {
      const res = await apiFetch('/api/donation/stage-donation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...data, [HONEYPOT_FIELD]: honeypot }),
      })
      if (res.ok) {
        setStagedEmail(data.email)
        setOtp('')
        setOtpError(undefined)
        setDialog('otp')
        return
      }
      if (res.status === 422) {
        for (const [field, messages] of Object.entries(await fieldErrorsOf(res))) {
          if (messages[0]) setError(field as Name, { type: 'server', message: messages[0] })
        }
      }
      setFailReason(await messageOf(res))
      setDialog('failed')
    } catch {
      setFailReason(undefined)
      setDialog('failed')
    } finally {
      setSending(false)
    }
  }

  function invalid(fieldErrors: Record<string, unknown>) {
    // Every field now shows its message; open the sections that have one.
    const names = Object.keys(fieldErrors)
    const withErrors = new Set(names.map((n) => SECTION_OF[n] ?? 'payment'))
    setOpen((o) => ({
      personal: o.personal || withErrors.has('personal'),
      donation: o.donation || withErrors.has('donation'),
      payment: o.payment || withErrors.has('payment'),
    }))
    setDialog('invalid')
  }

  async function verify(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    if (confirming) return
    if (otp.length !== DONATION_LIMITS.otpLength) {
      setOtpError(DONATION_MESSAGES.otpInvalid)
      return
    }
    setOtpError(undefined)
    setConfirming(true)
    try {
      const res = await apiFetch('/api/donation/stage-donation/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: stagedEmail, otp }),
      })
      if (!res.ok) {
        setOtpError((await messageOf(res)) ?? DONATION_ALERTS.otp.failed)
        return
      }
      reset(donationDefaults())
      setStates([])
      setCities([])
      clear()
      setDialog('success')
      successTimer.current = setTimeout(() => {
        setDialog(null)
        onCompleted?.()
      }, DONATION_LIMITS.successMs)
    } catch {
      setOtpError(DONATION_ALERTS.otp.failed)
    } finally {
      setConfirming(false)
    }
  }

  const canSubmit = isValid && !sending
  const tooltip = isValid ? FORM_TEXTS.tooltipValid : FORM_TEXTS.tooltipInvalid
  const dialogTitle = id('dialog-title')
  const closeDialog = () => setDialog(null)

  const sectionProps = (section: Section, title: string, children: ReactNode) => (
    <section className={styles.section} aria-labelledby={id(`${section}-heading`)}>
      <h3 className={styles.sectionHeading} id={id(`${section}-heading`)}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open[section]}
          aria-controls={id(`${section}-panel`)}
          onClick={() => setOpen((o) => ({ ...o, [section]: !o[section] }))}
        >
          <span>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={id(`${section}-panel`)} className={styles.panel} hidden={!open[section]}>
        {children}
      </div>
    </section>
  )

  return (
    <div className={styles.wrap} lang="en" dir="ltr">
      <form
        className={styles.form}
        noValidate
        aria-label="Donation form"
        onSubmit={(event) => {
          if (sending) {
            event.preventDefault()
            return
          }
          void handleSubmit(send, invalid)(event)
        }}
      >
        {sectionProps(
          'personal',
          FORM_TEXTS.personal,
          <div className={styles.grid}>
            <div className="form-group">
              <label htmlFor={id('first_name')}>First Name</label>
              <input
                className="form-control"
                autoComplete="given-name"
                {...a11y('first_name')}
                {...register('first_name')}
              />
              {errorOf('first_name')}
            </div>
            <div className="form-group">
              <label htmlFor={id('last_name')}>Last Name</label>
              <input
                className="form-control"
                autoComplete="family-name"
                {...a11y('last_name')}
                {...register('last_name')}
              />
              {errorOf('last_name')}
            </div>
            <div className="form-group">
              <label htmlFor={id('email')}>Email</label>
              <input
                className="form-control"
                type="email"
                inputMode="email"
                autoComplete="email"
                {...a11y('email')}
                {...register('email')}
              />
              {errorOf('email')}
            </div>
            <div className="form-group">
              <label htmlFor={id('phone')}>Phone</label>
              <input
                className="form-control"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={15}
                {...a11y('phone')}
                {...register('phone')}
              />
              {errorOf('phone')}
            </div>
          </div>,
        )}

        {sectionProps(
          'donation',
          FORM_TEXTS.donation,
          <>
            {fields.map((field, i) => {
              const line = lines?.[i]
              const repeat = line?.is_repeat === '1'
              return (
                <fieldset key={field.id} className={styles.line} data-testid="donation-line">
                  <legend className={styles.lineLegend}>Donation {i + 1}</legend>
                  <div className={styles.lineGrid}>
                    <div className="form-group">
                      <label htmlFor={id(`donations.${i}.donation_purpose_id`)}>
                        Donation Purpose
                      </label>
                      <select
                        className="form-control"
                        {...a11y(`donations.${i}.donation_purpose_id`)}
                        {...register(`donations.${i}.donation_purpose_id`)}
                      >
                        <option value="">Select a purpose</option>
                        {purposes.map((p) => (
                          <option key={p.id} value={String(p.id)}>
                            {p.name}
                          </option>
                        ))}
                      </select>
                      {errorOf(`donations.${i}.donation_purpose_id`)}
                    </div>
                    <div className="form-group">
                      <label htmlFor={id(`donations.${i}.donation_amount`)}>Amount ($)</label>
                      <input
                        className="form-control"
                        type="number"
                        inputMode="decimal"
                        min={DONATION_LIMITS.amountMin}
                        max={DONATION_LIMITS.amountMax}
                        step={DONATION_LIMITS.amountStep}
                        {...a11y(`donations.${i}.donation_amount`)}
                        {...register(`donations.${i}.donation_amount`)}
                      />
                      {errorOf(`donations.${i}.donation_amount`)}
                    </div>
                  </div>
                  <div className={styles.lineGrid}>
                    <div className={`form-check ${styles.repeat}`}>
                      <Controller
                        control={control}
                        name={`donations.${i}.is_repeat`}
                        render={({ field: f }) => (
                          <input
                            type="checkbox"
                            id={id(`donations.${i}.is_repeat`)}
                            ref={f.ref}
                            name={f.name}
                            checked={f.value === '1'}
                            onBlur={f.onBlur}
                            onChange={(e) => {
                              f.onChange(e.target.checked ? '1' : '0')
                              if (!e.target.checked) {
                                setValue(`donations.${i}.repeat_type`, '', { shouldValidate: true })
                              }
                            }}
                          />
                        )}
                      />
                      <label htmlFor={id(`donations.${i}.is_repeat`)}>Repeat this donation</label>
                    </div>
                    {repeat && (
                      <div className="form-group">
                        <label htmlFor={id(`donations.${i}.repeat_type`)}>Repeat Type</label>
                        <select
                          className="form-control"
                          {...a11y(`donations.${i}.repeat_type`)}
                          {...register(`donations.${i}.repeat_type`)}
                        >
                          <option value="">Select repeat type</option>
                          {REPEAT_TYPES.map((t) => (
                            <option key={t} value={t}>
                              {REPEAT_LABELS[t]}
                            </option>
                          ))}
                        </select>
                        {errorOf(`donations.${i}.repeat_type`)}
                      </div>
                    )}
                  </div>
                  <div className={styles.lineFoot}>
                    <p className={styles.lineFee} data-testid="line-fee">
                      Fee: {formatUsd(feeCents(typedCents(line?.donation_amount)))}
                    </p>
                    {i > 0 && (
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.small}`}
                        onClick={() => remove(i)}
                        aria-label={`Remove donation ${i + 1}`}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                </fieldset>
              )
            })}
            {fields.length < DONATION_LIMITS.maxLines && (
              <button
                type="button"
                className={`btn btn-outline ${styles.small}`}
                onClick={() => append(emptyLine(), { shouldFocus: false })}
              >
                Add Donation
              </button>
            )}
            <p className={styles.notice}>{FORM_TEXTS.feeNotice}</p>
            <dl className={styles.summary} aria-label="Donation summary" aria-live="polite">
              <div>
                <dt>{FORM_TEXTS.total}</dt>
                <dd data-testid="summary-total">{formatUsd(summary.totalCents)}</dd>
              </div>
              <div>
                <dt>{FORM_TEXTS.fee}</dt>
                <dd data-testid="summary-fee">{formatUsd(summary.feeCents)}</dd>
              </div>
              <div>
                <dt>{FORM_TEXTS.net}</dt>
                <dd data-testid="summary-net">{formatUsd(summary.netCents)}</dd>
              </div>
            </dl>
          </>,
        )}

        {sectionProps(
          'payment',
          FORM_TEXTS.payment,
          <>
            <div className={styles.grid}>
              <div className="form-group">
                <label htmlFor={id('cc_number')}>Card Number</label>
                <input
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={DONATION_LIMITS.cardMaxLength}
                  {...a11y('cc_number')}
                  {...register('cc_number')}
                />
                {errorOf('cc_number')}
              </div>
              <div className="form-group">
                <label htmlFor={id('cc_name')}>Cardholder Name</label>
                <input
                  className="form-control"
                  autoComplete="cc-name"
                  {...a11y('cc_name')}
                  {...register('cc_name')}
                />
                {errorOf('cc_name')}
              </div>
            </div>
            <div className={styles.grid3}>
              <div className="form-group">
                <label htmlFor={id('cc_exp_month')}>Expiry Month</label>
                <input
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="cc-exp-month"
                  placeholder="MM"
                  maxLength={2}
                  {...a11y('cc_exp_month')}
                  {...register('cc_exp_month')}
                />
                {errorOf('cc_exp_month')}
              </div>
              <div className="form-group">
                <label htmlFor={id('cc_exp_year')}>Expiry Year</label>
                <input
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="cc-exp-year"
                  placeholder={`${years.current}`}
                  maxLength={4}
                  {...a11y('cc_exp_year')}
                  {...register('cc_exp_year')}
                />
                {errorOf('cc_exp_year')}
              </div>
              <div className="form-group">
                <label htmlFor={id('cc_cvc')}>CVC</label>
                <input
                  className="form-control"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={DONATION_LIMITS.cvcMaxLength}
                  {...a11y('cc_cvc')}
                  {...register('cc_cvc')}
                />
                {errorOf('cc_cvc')}
              </div>
            </div>

            <div className={`form-group ${styles.street}`}>
              <label htmlFor={id('street')}>Street Address</label>
              <input
                className="form-control"
                autoComplete="off"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={showList}
                aria-controls={id('street-suggestions')}
                aria-activedescendant={
                  showList && activeOption >= 0 ? id(`street-option-${activeOption}`) : undefined
                }
                {...a11y('street')}
                aria-describedby={[
                  id('street-help'),
                  messageFor('street') ? id('street-error') : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onKeyDown={onStreetKey}
                {...streetField}
              />
              <p id={id('street-help')} className={styles.help}>
                Type your address and choose it from the suggestions.
              </p>
              <ul
                id={id('street-suggestions')}
                role="listbox"
                aria-label="Address suggestions"
                className={styles.suggestions}
                hidden={!showList}
              >
                {showList &&
                  suggestions.map((s, i) => (
                    <li
                      key={`${s.label}-${i}`}
                      id={id(`street-option-${i}`)}
                      role="option"
                      aria-selected={i === activeOption}
                      className={i === activeOption ? styles.activeOption : undefined}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => void chooseSuggestion(s)}
                    >
                      {s.label}
                    </li>
                  ))}
              </ul>
              {errorOf('street')}
              <input type="hidden" {...register('latitude')} />
              <input type="hidden" {...register('longitude')} />
            </div>

            <div className={styles.grid}>
              <div className="form-group">
                <label htmlFor={id('country')}>Country</label>
                <select
                  className="form-control"
                  autoComplete="country-name"
                  {...a11y('country')}
                  {...countryField}
                  onChange={(e) => {
                    void countryField.onChange(e)
                    void chooseCountry(e.target.value)
                  }}
                >
                  <option value="">Select a country</option>
                  {countries.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name_en}
                    </option>
                  ))}
                </select>
                {errorOf('country')}
              </div>
              <div className="form-group">
                <label htmlFor={id('state')}>State</label>
                <select
                  className="form-control"
                  {...a11y('state')}
                  {...stateField}
                  onChange={(e) => {
                    void stateField.onChange(e)
                    void chooseState(e.target.value)
                  }}
                >
                  <option value="">Select a state</option>
                  {states.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name_en}
                    </option>
                  ))}
                </select>
                {errorOf('state')}
              </div>
              <div className="form-group">
                <label htmlFor={id('city')}>City</label>
                <select className="form-control" {...a11y('city')} {...register('city')}>
                  <option value="">Select a city</option>
                  {cities.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name_en}
                    </option>
                  ))}
                </select>
                {errorOf('city')}
              </div>
              <div className="form-group">
                <label htmlFor={id('zip_code')}>ZIP / Postal Code</label>
                <input
                  className="form-control"
                  autoComplete="postal-code"
                  maxLength={DONATION_LIMITS.zipMaxLength}
                  {...a11y('zip_code')}
                  {...register('zip_code')}
                />
                {errorOf('zip_code')}
              </div>
            </div>
          </>,
        )}

        {/* Honeypot: invisible and unreachable for people and assistive technology. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={id(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <button
          type="submit"
          className={`btn btn-primary btn-block ${styles.submit}`}
          aria-disabled={!canSubmit}
          title={tooltip}
        >
          {sending ? 'Sending…' : FORM_TEXTS.submit}
        </button>
      </form>

      <Modal open={dialog === 'invalid'} onClose={closeDialog} labelledBy={dialogTitle}>
        <div className={styles.dialog} role="alert">
          <h2 id={dialogTitle}>{DONATION_ALERTS.invalid.title}</h2>
          <p>{DONATION_ALERTS.invalid.text}</p>
          <button type="button" className="btn btn-primary" onClick={closeDialog}>
            OK
          </button>
        </div>
      </Modal>

      <Modal open={dialog === 'failed'} onClose={closeDialog} labelledBy={dialogTitle}>
        <div className={styles.dialog} role="alert">
          <h2 id={dialogTitle}>{DONATION_ALERTS.failed.title}</h2>
          <p>{DONATION_ALERTS.failed.text}</p>
          {failReason && <p className={styles.reason}>{failReason}</p>}
          <button type="button" className="btn btn-primary" onClick={closeDialog}>
            OK
          </button>
        </div>
      </Modal>

      <Modal
        open={dialog === 'otp'}
        onClose={() => {
          if (!confirming) closeDialog()
        }}
        dismissible={!confirming}
        hideCloseButton={confirming}
        labelledBy={dialogTitle}
      >
        <form
          className={styles.dialog}
          onSubmit={verify}
          noValidate
          aria-describedby={id('otp-text')}
        >
          <h2 id={dialogTitle}>{DONATION_ALERTS.otp.title}</h2>
          <p id={id('otp-text')}>{DONATION_ALERTS.otp.text}</p>
          <label htmlFor={id('otp')} className="visually-hidden">
            One-time code
          </label>
          <input
            id={id('otp')}
            className={`form-control ${styles.otp}`}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            placeholder={DONATION_ALERTS.otp.placeholder}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={DONATION_LIMITS.otpLength}
            aria-invalid={otpError ? true : undefined}
            aria-describedby={otpError ? id('otp-error') : undefined}
            disabled={confirming}
          />
          {otpError && (
            <p id={id('otp-error')} className="form-error" role="alert">
              {otpError}
            </p>
          )}
          <div className={styles.dialogButtons}>
            <button type="submit" className="btn btn-primary" disabled={confirming}>
              {confirming ? 'Verifying…' : DONATION_ALERTS.otp.verify}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={closeDialog}
              disabled={confirming}
            >
              {DONATION_ALERTS.otp.cancel}
            </button>
          </div>
        </form>
      </Modal>

      <Modal
        open={dialog === 'success'}
        onClose={() => undefined}
        dismissible={false}
        hideCloseButton
        labelledBy={dialogTitle}
      >
        <div className={styles.dialog} role="status">
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <h2 id={dialogTitle}>{DONATION_ALERTS.success.title}</h2>
          <p>{DONATION_ALERTS.success.text}</p>
        </div>
      </Modal>
    </div>
  )
}

export default DonationForm
