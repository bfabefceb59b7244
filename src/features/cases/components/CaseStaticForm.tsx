'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo, useState, type BaseSyntheticEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  CheckboxField,
  ErrorText,
  Honeypot,
  honeypotOf,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form/fields'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { CASE_DEFAULTS, CASE_MESSAGES, caseStaticSchema, toCaseFormData } from '../schema'
import {
  clubIdFor,
  governorateIdFor,
  purposeIdFor,
  STATIC_CLUBS,
  STATIC_GOVERNORATES,
  STATIC_PURPOSES,
} from '../static-form'
import { CaseAlert, YesNo, type CaseAlertState } from './CaseParts'
import { CASE_DONE_DELAY_MS, CASE_DONE_PATH } from './CaseWizard'
import { sendCaseRequest } from './send-case'
import { loadLookup } from './useCaseLookups'
import styles from './CaseForms.module.css'

const M = CASE_MESSAGES.ar
const staticSchema = caseStaticSchema()
/** What the form holds: the schema's input, the terms box unticked until it is ticked. */
type Values = Omit<z.input<typeof staticSchema>, 'terms'> & { terms: boolean }
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
const CHOOSE = 'اختر...'

/**
 * The static single-page 'case search form' (spec 001 section 2; /caseForm;
 * /caseFormPart has the variant with server-loaded lookups, CaseLookupForm): step indicator, progress bar, home button, fixed
 * choices mapped to the lookups' ids, and the required terms checkbox.
 */
export function CaseStaticForm() {
  const router = useRouter()
  const [alert, setAlert] = useState<CaseAlertState>(null)
  const form = useForm<Values, unknown, Out>({
    resolver: schemaResolver(staticSchema),
    defaultValues: { ...CASE_DEFAULTS, terms: false },
    mode: 'onTouched',
  })
  const { register, handleSubmit, setValue, getValues, control } = form
  const { isSubmitting } = form.formState
  const { field, idOf } = useFormFields(form)
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

  async function send(data: Out, event?: BaseSyntheticEvent) {
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
        { [HONEYPOT_FIELD]: honeypotOf(event) },
      )
      const result = await sendCaseRequest(body, 'ar')
      if (!result.ok) throw new Error(`HTTP ${result.failure.status}`)
      setAlert({ ok: true, title: M.successTitle })
      setTimeout(() => router.push(CASE_DONE_PATH), CASE_DONE_DELAY_MS)
    } catch (error) {
      console.error('[cases] submit failed', error)
      setAlert({ ok: false, title: M.errorTitle, text: M.failed })
    }
  }

  const caseImage = field('case_image')
  const images = field('images')

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

      <Honeypot idPrefix={idOf('form')} />

      <div className={styles.grid}>
        <TextField label="الاسم بالكامل" field={field('fullname')} />
        <SelectField
          label="الغرض"
          field={field('purpose_id')}
          placeholder={CHOOSE}
          choices={STATIC_PURPOSES}
        />
        <TextField
          label="الرقم القومي"
          field={field('national_id')}
          inputMode="numeric"
          maxLength={14}
        />
        <TextField label="السن" field={field('age')} inputMode="numeric" />
        <TextField label="رقم الهاتف" field={field('phone')} type="tel" placeholder="01XXXXXXXXX" />
        <TextField label="البريد الإلكتروني (اختياري)" field={field('email')} type="email" />
      </div>
      <TextareaField label="العنوان" field={field('address')} rows={3} />
      <div className={styles.grid}>
        <SelectField
          label="المحافظة"
          field={field('goverment_id')}
          placeholder={CHOOSE}
          choices={STATIC_GOVERNORATES}
        />
        <TextField label="المدينة/الحي" field={field('city')} />
        <SelectField
          label="النادي"
          field={field('club_id')}
          placeholder={CHOOSE}
          choices={STATIC_CLUBS}
        />
      </div>
      <YesNo legend="هل تعمل حاليًا؟" registered={register('isWorking')} yes="نعم" no="لا" />
      <YesNo legend="هل لديك سكن؟" registered={register('hasHouse')} yes="نعم" no="لا" />
      <div className="form-group">
        <label htmlFor={caseImage.id}>صورة الحالة (صور، حتى 10MB)</label>
        <input
          className="form-control"
          type="file"
          accept="image/*"
          {...caseImage.aria}
          onChange={(e) =>
            setValue('case_image', e.target.files?.[0] as Blob, {
              shouldTouch: true,
              shouldValidate: true,
            })
          }
        />
        <ErrorText id={caseImage.errorId} message={caseImage.message} />
      </div>
      <div className="form-group">
        <label htmlFor={images.id}>ملفات إضافية (صور، حتى 10MB لكل ملف)</label>
        <input
          className="form-control"
          type="file"
          accept="image/*"
          multiple
          {...images.aria}
          onChange={(e) =>
            setValue(
              'images',
              [...(getValues('images') ?? []), ...Array.from(e.target.files ?? [])],
              {
                shouldTouch: true,
              },
            )
          }
        />
      </div>
      <CheckboxField
        className={styles.terms}
        label="أوافق على سياسة الخصوصية والشروط والأحكام، وأقر بأن البيانات المدخلة صحيحة."
        field={field('terms')}
      />
      <CaseAlert alert={alert} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || alert?.ok}>
        إرسال
      </button>
    </form>
  )
}
