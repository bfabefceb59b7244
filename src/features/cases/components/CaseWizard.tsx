'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { apiFetch } from '@/lib/api-client'
import {
  CASE_DEFAULTS,
  CASE_MESSAGES,
  CASE_STEP_FIELDS,
  caseRequestSchema,
  HONEYPOT_FIELD,
  toCaseFormData,
  type CaseField,
  type CaseFormValues,
  type CaseLang,
  type CasePayload,
} from '../schema'
import { CASE_TEXTS } from '../texts'
import { useCaseLookups, type Option } from './useCaseLookups'
import styles from './CaseForms.module.css'

type Alert = { kind: 'success' | 'error'; title: string; text?: string } | null
type Step = 1 | 2 | 3 | 4

/** Where the wizard goes after a successful submit (spec: /home, the home page). */
export const CASE_DONE_PATH = '/'
const DONE_DELAY_MS = 1500

/** An object URL for a file, revoked when the file changes or the view goes. */
function usePreview(file: Blob | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

function Thumb({ file, alt, children }: { file: Blob; alt: string; children?: ReactNode }) {
  const url = usePreview(file)
  return (
    <figure className={styles.thumb}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
      {url && <img src={url} alt={alt} width={120} height={90} />}
      {children}
    </figure>
  )
}

/**
 * The four-step case wizard of spec 001 (sections 2, 4, 5 and 8), in Arabic
 * (/caseFormParts) or English (/caseFormPartsEn): Next only when the step
 * validates (step 3 always passes), Previous without validation, Submit
 * validates steps 1, 2 and 4 and is disabled while the documents step is invalid.
 */
export function CaseWizard({ lang }: { lang: CaseLang }) {
  const T = CASE_TEXTS[lang]
  const M = CASE_MESSAGES[lang]
  const router = useRouter()
  const schema = useMemo(() => caseRequestSchema(lang), [lang])
  const {
    register,
    handleSubmit,
    trigger,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<CaseFormValues, unknown, CasePayload>({
    resolver: zodResolver(schema) as unknown as Resolver<CaseFormValues, unknown, CasePayload>,
    defaultValues: CASE_DEFAULTS,
    mode: 'onTouched',
  })
  const [step, setStep] = useState<Step>(1)
  const [alert, setAlert] = useState<Alert>(null)
  const [honeypot, setHoneypot] = useState('')
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`

  const [governorate, city, isWorking, hasHouse, caseImage, images] = useWatch({
    control,
    name: ['goverment_id', 'city', 'isWorking', 'hasHouse', 'case_image', 'images'],
  })
  const lookups = useCaseLookups(lang, governorate ?? '', city ?? '')

  const messageFor = (name: CaseField) =>
    touchedFields[name as keyof typeof touchedFields] || isSubmitted
      ? (errors[name]?.message as string | undefined)
      : undefined

  const a11y = (name: CaseField) => {
    const message = messageFor(name)
    return {
      id: id(name),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? id(`${name}-error`) : undefined,
    } as const
  }
  const errorOf = (name: CaseField) => {
    const message = messageFor(name)
    return message ? (
      <p id={id(`${name}-error`)} className="form-error">
        {message}
      </p>
    ) : null
  }

  /** Marks fields touched so their messages show. */
  const touch = (fields: readonly CaseField[]) => {
    for (const f of fields) {
      setValue(f, getValues(f), { shouldTouch: true, shouldValidate: false })
    }
  }

  async function next() {
    setAlert(null)
    if (step === 3) return setStep(4)
    const fields = CASE_STEP_FIELDS[step as 1 | 2]
    const valid = await trigger([...fields])
    if (!valid) {
      touch(fields)
      await trigger([...fields])
      return
    }
    setStep((step + 1) as Step)
  }
  const previous = () => {
    setAlert(null)
    setStep((s) => Math.max(1, s - 1) as Step)
  }

  async function send(data: CasePayload) {
    setAlert(null)
    try {
      const res = await apiFetch('/api/content/case-searches', {
        method: 'POST',
        headers: { lang, Accept: 'application/json' },
        body: toCaseFormData(data, { [HONEYPOT_FIELD]: honeypot }),
      })
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          error?: { message?: string; data?: Record<string, string[]> }
        } | null
        for (const [field, messages] of Object.entries(body?.error?.data ?? {})) {
          const name = field.split('.')[0] as CaseField
          if (name in CASE_DEFAULTS && messages[0]) {
            setError(name, { type: 'server', message: messages[0] })
          }
        }
        throw new Error(body?.error?.message ?? `HTTP ${res.status}`)
      }
      setAlert({ kind: 'success', title: M.successTitle })
      setTimeout(() => router.push(CASE_DONE_PATH), DONE_DELAY_MS)
    } catch (error) {
      console.error('[cases] submit failed', error)
      setAlert({ kind: 'error', title: M.errorTitle, text: M.failed })
    }
  }
  const incomplete = () => setAlert({ kind: 'error', title: M.errorTitle, text: M.incomplete })

  const onCaseImage = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    setValue('case_image', file as Blob, { shouldTouch: true, shouldValidate: true })
  }
  const onImages = (e: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(e.target.files ?? [])
    // New selections are appended to the earlier ones (spec 001 section 4).
    setValue('images', [...(getValues('images') ?? []), ...added], { shouldTouch: true })
    e.target.value = ''
  }
  const removeImage = (index: number) =>
    setValue(
      'images',
      (getValues('images') ?? []).filter((_, i) => i !== index),
      { shouldTouch: true },
    )

  const step4Valid = caseImage instanceof Blob && caseImage.size > 0

  const text = (name: CaseField, type = 'text', extra: Record<string, unknown> = {}) => (
    <div className="form-group">
      <label htmlFor={id(name)}>{T[name as keyof typeof T] as string}</label>
      <input className="form-control" type={type} {...extra} {...a11y(name)} {...register(name)} />
      {errorOf(name)}
    </div>
  )
  const select = (name: CaseField, options: Option[], label = T[name as keyof typeof T]) => (
    <div className="form-group">
      <label htmlFor={id(name)}>{label as string}</label>
      <select className="form-control" {...a11y(name)} {...register(name)}>
        <option value="">{T.select}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {lang === 'en' ? (o.name_en ?? o.name) : o.name}
          </option>
        ))}
      </select>
      {errorOf(name)}
    </div>
  )
  const radio = (name: 'isWorking' | 'hasHouse' | 'wc' | 'water_source') => (
    <fieldset className={styles.radios}>
      <legend>{T[name]}</legend>
      <label>
        <input type="radio" value="1" {...register(name)} /> {T.yes}
      </label>
      <label>
        <input type="radio" value="0" {...register(name)} /> {T.no}
      </label>
    </fieldset>
  )

  return (
    <form
      className={styles.form}
      aria-label={T.formLabel}
      noValidate
      onSubmit={handleSubmit(send, () => {
        incomplete()
      })}
    >
      <ol className={styles.steps} aria-label={T.stepOf(step)}>
        {T.steps.map((label, i) => (
          <li
            key={label}
            className={i + 1 === step ? styles.current : i + 1 < step ? styles.done : undefined}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className={styles.stepNo}>{i + 1}</span> {label}
          </li>
        ))}
      </ol>
      <h2 className={styles.stepTitle}>
        {T.stepOf(step)}: {T.steps[step - 1]}
      </h2>

      <div className={styles.hp} aria-hidden="true">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            name={HONEYPOT_FIELD}
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </label>
      </div>

      {step === 1 && (
        <div className={styles.grid}>
          {select('purpose_id', lookups.purposes, T.purpose)}
          {text('fullname', 'text', { autoComplete: 'name' })}
          {text('national_id', 'text', { inputMode: 'numeric', maxLength: 14 })}
          {text('age', 'text', { inputMode: 'numeric' })}
          {text('phone', 'tel', { autoComplete: 'tel', placeholder: '01XXXXXXXXX' })}
          {text('email', 'email', { autoComplete: 'email' })}
        </div>
      )}

      {step === 2 && (
        <div className={styles.grid}>
          <div className="form-group">
            <label htmlFor={id('address')}>{T.address}</label>
            <textarea
              className="form-control"
              rows={3}
              {...a11y('address')}
              {...register('address')}
            />
            {errorOf('address')}
          </div>
          {select('goverment_id', lookups.governorates)}
          {select('city', lookups.cities)}
          {select('village', lookups.villages)}
          {select('club_id', lookups.clubs)}
        </div>
      )}

      {step === 3 && (
        <div>
          {radio('isWorking')}
          {isWorking === '1' && (
            <div className={styles.grid}>
              {text('current_job')}
              {text('job_place')}
              {text('insurance_number')}
            </div>
          )}
          {radio('hasHouse')}
          {hasHouse === '1' && (
            <div className={styles.grid}>
              {text('housing_type')}
              {text('housing_space')}
              {text('room_numbers', 'text', { inputMode: 'numeric' })}
              {text('monthly_rent', 'text', { inputMode: 'numeric' })}
              {text('possession')}
              {text('house_independance')}
              {text('house_status')}
              {radio('water_source')}
              {radio('wc')}
            </div>
          )}
        </div>
      )}

      {step === 4 && (
        <div>
          <div className="form-group">
            <label htmlFor={id('case_image')}>{T.case_image}</label>
            <input
              className="form-control"
              type="file"
              accept="image/*"
              {...a11y('case_image')}
              onChange={onCaseImage}
            />
            {errorOf('case_image')}
            {step4Valid && <Thumb file={caseImage} alt={`${T.preview}: ${T.case_image}`} />}
          </div>
          <div className="form-group">
            <label htmlFor={id('images')}>{T.images}</label>
            <input
              className="form-control"
              type="file"
              accept="image/*"
              multiple
              {...a11y('images')}
              onChange={onImages}
            />
            {errorOf('images')}
            <ul className={styles.thumbs}>
              {(images ?? []).map((file, i) => (
                <li key={`${i}-${(file as File).name ?? ''}-${file.size}`}>
                  <Thumb file={file} alt={`${T.preview} ${i + 1}: ${T.images}`}>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => removeImage(i)}
                      aria-label={`${T.remove} ${i + 1}`}
                    >
                      {T.remove}
                    </button>
                  </Thumb>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}

      {alert && (
        <div
          role={alert.kind === 'error' ? 'alert' : 'status'}
          className={alert.kind === 'error' ? styles.alertError : styles.alertSuccess}
        >
          <strong>{alert.title}</strong>
          {alert.text && <p>{alert.text}</p>}
        </div>
      )}

      <div className={styles.nav}>
        <button type="button" className="btn btn-outline" onClick={previous} disabled={step === 1}>
          {T.previous}
        </button>
        {step < 4 ? (
          <button type="button" className="btn btn-primary" onClick={() => void next()}>
            {T.next}
          </button>
        ) : (
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!step4Valid || isSubmitting || alert?.kind === 'success'}
          >
            {isSubmitting ? T.sending : T.submit}
          </button>
        )}
      </div>
    </form>
  )
}
