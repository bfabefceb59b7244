'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useMemo, useState, type ChangeEvent } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import {
  CASE_DEFAULTS,
  CASE_MESSAGES,
  caseRequestSchema,
  HONEYPOT_FIELD,
  toCaseFormData,
  type CaseFormValues,
} from '../schema'
import {
  clubIdFor,
  governorateIdFor,
  purposeIdFor,
  STATIC_CLUBS,
  STATIC_GOVERNORATES,
  STATIC_PURPOSES,
} from '../static-form'
import { CASE_DONE_PATH } from './CaseWizard'
import { loadLookup } from './useCaseLookups'
import styles from './CaseForms.module.css'

const M = CASE_MESSAGES.ar
/** The static form adds: phone and the terms checkbox required (spec 001 section 5). */
const staticSchema = caseRequestSchema('ar').extend({
  phone: z.string({ error: M.required }).trim().min(1, { error: M.required }).max(500),
  terms: z.literal(true, { error: M.required }),
})
type Values = CaseFormValues & { terms: boolean }
type Out = z.output<typeof staticSchema>

const REQUIRED = [
  'fullname',
  'purpose_id',
  'national_id',
  'age',
  'phone',
  'address',
  'goverment_id',
  'city',
  'club_id',
  'case_image',
  'terms',
] as const
const STEPS = ['البيانات الشخصية', 'بيانات العنوان', 'معلومات إضافية', 'المستندات']

/**
 * The static single-page 'case search form' (spec 001 section 2; /caseForm
 * and /caseFormPart): step indicator, progress bar, home button, fixed
 * choices mapped to the lookups' ids, and the required terms checkbox.
 */
export function CaseStaticForm() {
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
  } = useForm<Values, unknown, Out>({
    resolver: zodResolver(staticSchema) as unknown as Resolver<Values, unknown, Out>,
    defaultValues: { ...CASE_DEFAULTS, terms: false },
    mode: 'onTouched',
  })
  const watched = useWatch({ control })
  const filled = REQUIRED.filter((f) => {
    const v = (watched as Record<string, unknown>)[f]
    return f === 'terms' ? v === true : f === 'case_image' ? v instanceof Blob : Boolean(v)
  }).length
  const progress = Math.round((filled / REQUIRED.length) * 100)
  const currentStep = useMemo(() => {
    const w = watched as Record<string, unknown>
    if (!w.fullname || !w.national_id || !w.age || !w.phone) return 1
    if (!w.address || !w.goverment_id || !w.city || !w.club_id) return 2
    return 4
  }, [watched])

  const message = (name: keyof Values) =>
    touchedFields[name as keyof typeof touchedFields] || isSubmitted
      ? (errors[name]?.message as string | undefined)
      : undefined
  const a11y = (name: keyof Values) => ({
    id: id(name),
    'aria-invalid': message(name) ? true : undefined,
    'aria-describedby': message(name) ? id(`${name}-error`) : undefined,
  })
  const err = (name: keyof Values) =>
    message(name) ? (
      <p id={id(`${name}-error`)} className="form-error">
        {message(name)}
      </p>
    ) : null

  async function send(data: Out) {
    setAlert(null)
    try {
      const [purposes, governorates, clubs] = await Promise.all([
        loadLookup('get-case-purposes', 'en'),
        loadLookup('ge-govermnets', 'en'),
        loadLookup('clubs', 'en'),
      ])
      const body = toCaseFormData(
        {
          ...data,
          purpose_id: purposeIdFor(data.purpose_id, purposes),
          goverment_id: governorateIdFor(data.goverment_id, governorates),
          club_id: clubIdFor(data.club_id, clubs),
        },
        { [HONEYPOT_FIELD]: honeypot },
      )
      const res = await apiFetch('/api/content/case-searches', {
        method: 'POST',
        headers: { lang: 'ar', Accept: 'application/json' },
        body,
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      setAlert({ ok: true, title: M.successTitle })
      setTimeout(() => router.push(CASE_DONE_PATH), 1500)
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

  const options = (list: ReadonlyArray<{ value: string; label: string }>) => [
    <option key="" value="">
      اختر...
    </option>,
    ...list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    )),
  ]
  const yesNo = (name: 'isWorking' | 'hasHouse', legend: string) => (
    <fieldset className={styles.radios}>
      <legend>{legend}</legend>
      <label>
        <input type="radio" value="1" {...register(name)} /> نعم
      </label>
      <label>
        <input type="radio" value="0" {...register(name)} /> لا
      </label>
    </fieldset>
  )

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
      <ol className={styles.steps} aria-label={`الخطوة ${currentStep} من 4`}>
        {STEPS.map((label, i) => (
          <li
            key={label}
            className={i + 1 === currentStep ? styles.current : undefined}
            aria-current={i + 1 === currentStep ? 'step' : undefined}
          >
            <span className={styles.stepNo}>{i + 1}</span> {label}
          </li>
        ))}
      </ol>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="نسبة اكتمال النموذج"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span style={{ width: `${progress}%` }} />
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
        <div className="form-group">
          <label htmlFor={id('fullname')}>الاسم بالكامل</label>
          <input className="form-control" {...a11y('fullname')} {...register('fullname')} />
          {err('fullname')}
        </div>
        <div className="form-group">
          <label htmlFor={id('purpose_id')}>الغرض</label>
          <select className="form-control" {...a11y('purpose_id')} {...register('purpose_id')}>
            {options(STATIC_PURPOSES)}
          </select>
          {err('purpose_id')}
        </div>
        <div className="form-group">
          <label htmlFor={id('national_id')}>الرقم القومي</label>
          <input
            className="form-control"
            inputMode="numeric"
            maxLength={14}
            {...a11y('national_id')}
            {...register('national_id')}
          />
          {err('national_id')}
        </div>
        <div className="form-group">
          <label htmlFor={id('age')}>السن</label>
          <input
            className="form-control"
            inputMode="numeric"
            {...a11y('age')}
            {...register('age')}
          />
          {err('age')}
        </div>
        <div className="form-group">
          <label htmlFor={id('phone')}>رقم الهاتف</label>
          <input
            className="form-control"
            type="tel"
            placeholder="01XXXXXXXXX"
            {...a11y('phone')}
            {...register('phone')}
          />
          {err('phone')}
        </div>
        <div className="form-group">
          <label htmlFor={id('email')}>البريد الإلكتروني (اختياري)</label>
          <input className="form-control" type="email" {...a11y('email')} {...register('email')} />
        </div>
      </div>
      <div className="form-group">
        <label htmlFor={id('address')}>العنوان</label>
        <textarea className="form-control" rows={3} {...a11y('address')} {...register('address')} />
        {err('address')}
      </div>
      <div className={styles.grid}>
        <div className="form-group">
          <label htmlFor={id('goverment_id')}>المحافظة</label>
          <select className="form-control" {...a11y('goverment_id')} {...register('goverment_id')}>
            {options(STATIC_GOVERNORATES)}
          </select>
          {err('goverment_id')}
        </div>
        <div className="form-group">
          <label htmlFor={id('city')}>المدينة/الحي</label>
          <input className="form-control" {...a11y('city')} {...register('city')} />
          {err('city')}
        </div>
        <div className="form-group">
          <label htmlFor={id('club_id')}>النادي</label>
          <select className="form-control" {...a11y('club_id')} {...register('club_id')}>
            {options(STATIC_CLUBS)}
          </select>
          {err('club_id')}
        </div>
      </div>
      {yesNo('isWorking', 'هل تعمل حاليًا؟')}
      {yesNo('hasHouse', 'هل لديك سكن؟')}
      <div className="form-group">
        <label htmlFor={id('case_image')}>صورة الحالة (صور، حتى 10MB)</label>
        <input
          className="form-control"
          type="file"
          accept="image/*"
          {...a11y('case_image')}
          onChange={onFile}
        />
        {err('case_image')}
      </div>
      <div className="form-group">
        <label htmlFor={id('images')}>ملفات إضافية (صور، حتى 10MB لكل ملف)</label>
        <input
          className="form-control"
          type="file"
          accept="image/*"
          multiple
          {...a11y('images')}
          onChange={onFiles}
        />
      </div>
      <div className={styles.terms}>
        <input type="checkbox" {...a11y('terms')} {...register('terms')} />
        <label htmlFor={id('terms')}>
          أوافق على سياسة الخصوصية والشروط والأحكام، وأقر بأن البيانات المدخلة صحيحة.
        </label>
      </div>
      {err('terms')}
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
