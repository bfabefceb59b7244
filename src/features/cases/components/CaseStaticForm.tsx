'use client'

import { useMemo, type BaseSyntheticEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod/mini'
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form/fields'
import { Honeypot, honeypotOf } from '@/components/form/honeypot'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormReady } from '@/components/form/use-form-ready'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import {
  CASE_DEFAULTS,
  caseStaticSchema,
  NATIONAL_ID_INPUT_MAX_LENGTH,
  toCaseFormData,
} from '../schema'
import {
  clubIdFor,
  governorateIdFor,
  purposeIdFor,
  STATIC_CLUBS,
  STATIC_GOVERNORATES,
  STATIC_PURPOSES,
} from '../static-form'
import { CaseSearchForm, ImageFileField, YesNo } from './CaseParts'
import { useCaseSubmit } from './useCaseSubmit'
import { loadLookup } from './useCaseLookups'
import styles from './CaseForms.module.css'

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
  const { alert, submit, incomplete } = useCaseSubmit('ar')
  const form = useForm<Values, unknown, Out>({
    resolver: schemaResolver(staticSchema),
    defaultValues: { ...CASE_DEFAULTS, terms: false },
    mode: 'onTouched',
  })
  const { register, handleSubmit, setValue, getValues, control } = form
  const { isSubmitting } = form.formState
  const { field, idOf } = useFormFields(form)
  const ready = useFormReady(form, idOf)
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

  const send = (data: Out, event?: BaseSyntheticEvent) =>
    submit(async () => {
      const [purposes, governorates, clubs] = await Promise.all([
        loadLookup('get-case-purposes', 'en'),
        loadLookup('ge-govermnets', 'en'),
        loadLookup('clubs', 'en'),
      ])
      return toCaseFormData(
        {
          ...data,
          purpose_id: purposeIdFor(data.purpose_id, purposes),
          goverment_id: governorateIdFor(data.goverment_id, governorates),
          club_id: clubIdFor(data.club_id, clubs),
        },
        { [HONEYPOT_FIELD]: honeypotOf(event) },
      )
    })

  return (
    <CaseSearchForm
      onSubmit={handleSubmit(send, incomplete)}
      alert={alert}
      busy={!ready || isSubmitting}
    >
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
          maxLength={NATIONAL_ID_INPUT_MAX_LENGTH}
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
      <ImageFileField
        label="صورة الحالة (صور، حتى 10 ميجابايت)"
        field={field('case_image')}
        onFiles={(files) =>
          setValue('case_image', files[0] as Blob, { shouldTouch: true, shouldValidate: true })
        }
      />
      <ImageFileField
        label="ملفات إضافية (صور، حتى 10 ميجابايت لكل ملف)"
        field={field('images')}
        multiple
        onFiles={(files) =>
          setValue('images', [...(getValues('images') ?? []), ...files], { shouldTouch: true })
        }
      />
      <CheckboxField
        className={styles.terms}
        label="أوافق على سياسة الخصوصية والشروط والأحكام، وأقر بأن البيانات المدخلة صحيحة."
        field={field('terms')}
      />
    </CaseSearchForm>
  )
}
