'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { apiFetch } from '@/lib/api-client'
import {
  CASE_DEFAULTS,
  CASE_MESSAGES,
  caseRequestSchema,
  HONEYPOT_FIELD,
  toCaseFormData,
  type CaseField,
  type CaseFormValues,
  type CasePayload,
} from '../schema'
import { CASE_TEXTS } from '../texts'
import { CASE_DONE_PATH } from './CaseWizard'
import { useCaseLookups, type Option } from './useCaseLookups'
import styles from './CaseForms.module.css'

const M = CASE_MESSAGES.ar
const T = CASE_TEXTS.ar
const schema = caseRequestSchema('ar')
/** Time to read the success message before going to /home. */
const DONE_DELAY_MS = 1500

/**
 * The variant of the 'case search form' with server-loaded lookups (spec 001
 * section 2; /caseFormPart, decision 0017): one page, the purposes,
 * governorates, cities, villages and clubs read from the content API with the
 * lang header 'ar', the wizard's rules (section 5), and /home on success.
 */
export function CaseLookupForm() {
  const router = useRouter()
  const uid = useId()
  const id = (n: string) => `${uid}-${n}`
  const [alert, setAlert] = useState<{ ok: boolean; title: string; text?: string } | null>(null)
  const [honeypot, setHoneypot] = useState('')
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<CaseFormValues, unknown, CasePayload>({
    resolver: zodResolver(schema) as unknown as Resolver<CaseFormValues, unknown, CasePayload>,
    defaultValues: CASE_DEFAULTS,
    mode: 'onTouched',
  })
  const [governorate, city] = useWatch({ control, name: ['goverment_id', 'city'] })
  const lookups = useCaseLookups('ar', governorate ?? '', city ?? '')

  const message = (name: CaseField) =>
    touchedFields[name as keyof typeof touchedFields] || isSubmitted
      ? (errors[name]?.message as string | undefined)
      : undefined
  const a11y = (name: CaseField) => ({
    id: id(name),
    'aria-invalid': message(name) ? true : undefined,
    'aria-describedby': message(name) ? id(`${name}-error`) : undefined,
  })
  const field = (name: CaseField, input: ReactNode, label?: string) => (
    <div className="form-group">
      <label htmlFor={id(name)}>{label ?? (T[name as keyof typeof T] as string)}</label>
      {input}
      {message(name) ? (
        <p id={id(`${name}-error`)} className="form-error">
          {message(name)}
        </p>
      ) : null}
    </div>
  )
  const text = (name: CaseField, extra: Record<string, unknown> = {}) =>
    field(name, <input className="form-control" {...extra} {...a11y(name)} {...register(name)} />)
  const select = (name: CaseField, options: Option[], label?: string) =>
    field(
      name,
      <select className="form-control" {...a11y(name)} {...register(name)}>
        <option value="">{T.select}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>,
      label,
    )
  const yesNo = (name: 'isWorking' | 'hasHouse') => (
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

  async function send(data: CasePayload) {
    setAlert(null)
    try {
      const res = await apiFetch('/api/content/case-searches', {
        method: 'POST',
        headers: { lang: 'ar', Accept: 'application/json' },
        body: toCaseFormData(data, { [HONEYPOT_FIELD]: honeypot }),
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      setAlert({ ok: true, title: M.successTitle })
      setTimeout(() => router.push(CASE_DONE_PATH), DONE_DELAY_MS)
    } catch (error) {
      console.error('[cases] submit failed', error)
      setAlert({ ok: false, title: M.errorTitle, text: M.failed })
    }
  }
  const onFile = (e: ChangeEvent<HTMLInputElement>) =>
    setValue('case_image', e.target.files?.[0] as Blob, { shouldTouch: true, shouldValidate: true })
  const onFiles = (e: ChangeEvent<HTMLInputElement>) =>
    setValue('images', [...(getValues('images') ?? []), ...Array.from(e.target.files ?? [])], {
      shouldTouch: true,
    })

  return (
    <form
      className={styles.form}
      aria-label="case search form"
      noValidate
      onSubmit={handleSubmit(send, () =>
        setAlert({ ok: false, title: M.errorTitle, text: M.incomplete }),
      )}
    >
      <div className={styles.nav}>
        <h1 className={styles.stepTitle}>case search form</h1>
        <Link href="/" className="btn btn-outline">
          الرئيسية
        </Link>
      </div>
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
      <div className={styles.grid}>
        {text('fullname')}
        {select('purpose_id', lookups.purposes, T.purpose)}
        {text('national_id', { inputMode: 'numeric', maxLength: 14 })}
        {text('age', { inputMode: 'numeric' })}
        {text('phone', { type: 'tel', placeholder: '01XXXXXXXXX' })}
        {text('email', { type: 'email' })}
      </div>
      {field(
        'address',
        <textarea
          className="form-control"
          rows={3}
          {...a11y('address')}
          {...register('address')}
        />,
      )}
      <div className={styles.grid}>
        {select('goverment_id', lookups.governorates)}
        {select('city', lookups.cities)}
        {select('village', lookups.villages)}
        {select('club_id', lookups.clubs)}
      </div>
      {yesNo('isWorking')}
      {yesNo('hasHouse')}
      {field(
        'case_image',
        <input
          className="form-control"
          type="file"
          accept="image/*"
          {...a11y('case_image')}
          onChange={onFile}
        />,
      )}
      {field(
        'images',
        <input
          className="form-control"
          type="file"
          accept="image/*"
          multiple
          {...a11y('images')}
          onChange={onFiles}
        />,
      )}
      {alert && (
        <div
          role={alert.ok ? 'status' : 'alert'}
          className={alert.ok ? styles.alertSuccess : styles.alertError}
        >
          <strong>{alert.title}</strong>
          {alert.text && <p>{alert.text}</p>}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || alert?.ok}>
        إرسال
      </button>
    </form>
  )
}
