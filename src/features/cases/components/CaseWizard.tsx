'use client'

import { useMemo, useState, type BaseSyntheticEvent, type ComponentProps } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SelectField, TextareaField, TextField } from '@/components/form/fields'
import { Honeypot, honeypotOf } from '@/components/form/honeypot'
import { RequiredNote } from '@/components/form/RequiredNote'
import { requiredFields } from '@/components/form/required'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormReady } from '@/components/form/use-form-ready'
import { useStepFocus } from '@/components/form/use-step-focus'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import {
  CASE_DEFAULTS,
  CASE_STEP_FIELDS,
  caseRequestSchema,
  toCaseFormData,
  type CaseField,
  type CaseFormValues,
  type CaseLang,
  type CasePayload,
  NATIONAL_ID_INPUT_MAX_LENGTH,
} from '../schema'
import { CASE_TEXTS } from '../texts'
import { CaseDocuments } from './CaseDocuments'
import { CaseAlert, YesNo } from './CaseParts'
import { useCaseSubmit } from './useCaseSubmit'
import { useCaseLookups, type Option } from './useCaseLookups'
import styles from './CaseForms.module.css'

type Step = 1 | 2 | 3 | 4

/**
 * The four-step case wizard of spec 001 (sections 2, 4, 5 and 8), in Arabic
 * (/caseFormParts) or English (/caseFormPartsEn): Next only when the step
 * validates (step 3 always passes), Previous without validation, Submit
 * validates steps 1, 2 and 4 and is disabled while the documents step is invalid.
 */
export function CaseWizard({ lang }: { lang: CaseLang }) {
  const T = CASE_TEXTS[lang]
  const schema = useMemo(() => caseRequestSchema(lang), [lang])
  const form = useForm<CaseFormValues, unknown, CasePayload>({
    resolver: schemaResolver(schema),
    defaultValues: CASE_DEFAULTS,
    mode: 'onTouched',
  })
  const { register, handleSubmit, trigger, setValue, getValues, setError, control } = form
  const { isSubmitting } = form.formState
  const required = useMemo(() => requiredFields(schema, CASE_DEFAULTS), [schema])
  const { field, idOf } = useFormFields(form, undefined, required)
  const ready = useFormReady(form, idOf)
  const [step, setStep] = useState<Step>(1)
  const stepHeading = useStepFocus<HTMLHeadingElement>(step)
  const { alert, setAlert, submit, incomplete } = useCaseSubmit(lang, (fields) => {
    for (const [path, messages] of Object.entries(fields)) {
      const name = path.split('.')[0] as CaseField
      if (name in CASE_DEFAULTS) setError(name, { type: 'server', message: messages[0] })
    }
  })

  const [governorate, city, isWorking, hasHouse, caseImage, images] = useWatch({
    control,
    name: ['goverment_id', 'city', 'isWorking', 'hasHouse', 'case_image', 'images'],
  })
  const lookups = useCaseLookups(lang, governorate ?? '', city ?? '')

  /** Marks fields touched so their messages show. */
  const touch = (fields: readonly CaseField[]) => {
    for (const f of fields) setValue(f, getValues(f), { shouldTouch: true, shouldValidate: false })
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

  const send = (data: CasePayload, event?: BaseSyntheticEvent) =>
    submit(() => toCaseFormData(data, { [HONEYPOT_FIELD]: honeypotOf(event) }))

  const step4Valid = caseImage instanceof Blob && caseImage.size > 0

  const text = (name: CaseField, type = 'text', extra: ComponentProps<'input'> = {}) => (
    <TextField
      label={T[name as keyof typeof T] as string}
      field={field(name)}
      type={type}
      {...extra}
    />
  )
  const select = (name: CaseField, options: Option[], label = T[name as keyof typeof T]) => (
    <SelectField
      label={label as string}
      field={field(name)}
      placeholder={T.select}
      choices={options.map((o) => ({
        value: String(o.id),
        label: lang === 'en' ? (o.name_en ?? o.name) : o.name,
      }))}
    />
  )
  const yesNo = (name: 'isWorking' | 'hasHouse' | 'wc' | 'water_source') => (
    <YesNo legend={T[name]} registered={register(name)} yes={T.yes} no={T.no} />
  )

  return (
    <form
      className={styles.form}
      aria-label={T.formLabel}
      noValidate
      onSubmit={handleSubmit(send, incomplete)}
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
      <h2 className={styles.stepTitle} ref={stepHeading}>
        {T.stepOf(step)}: {T.steps[step - 1]}
      </h2>

      <RequiredNote />
      <Honeypot idPrefix={idOf('form')} />

      {step === 1 && (
        <div className={styles.grid}>
          {select('purpose_id', lookups.purposes, T.purpose)}
          {text('fullname', 'text', { autoComplete: 'name' })}
          <TextField
            label={T.national_id}
            field={field('national_id')}
            inputMode="numeric"
            maxLength={NATIONAL_ID_INPUT_MAX_LENGTH}
            after={<p className={styles.hint}>{T.nationalIdWhy}</p>}
          />
          {text('age', 'text', { inputMode: 'numeric' })}
          {text('phone', 'tel', { autoComplete: 'tel', placeholder: '01XXXXXXXXX' })}
          {text('email', 'email', { autoComplete: 'email' })}
        </div>
      )}

      {step === 2 && (
        <div className={styles.grid}>
          <TextareaField label={T.address} field={field('address')} rows={3} />
          {select('goverment_id', lookups.governorates)}
          {select('city', lookups.cities)}
          {select('village', lookups.villages)}
          {select('club_id', lookups.clubs)}
        </div>
      )}

      {step === 3 && (
        <div>
          {yesNo('isWorking')}
          {isWorking === '1' && (
            <div className={styles.grid}>
              {text('current_job')}
              {text('job_place')}
              {text('insurance_number')}
            </div>
          )}
          {yesNo('hasHouse')}
          {hasHouse === '1' && (
            <div className={styles.grid}>
              {text('housing_type')}
              {text('housing_space')}
              {text('room_numbers', 'text', { inputMode: 'numeric' })}
              {text('monthly_rent', 'text', { inputMode: 'numeric' })}
              {text('possession')}
              {text('house_independance')}
              {text('house_status')}
              {yesNo('water_source')}
              {yesNo('wc')}
            </div>
          )}
        </div>
      )}

      {step === 4 && (
        <CaseDocuments
          T={T}
          caseImage={step4Valid ? caseImage : undefined}
          images={images ?? []}
          caseImageField={field('case_image')}
          imagesField={field('images')}
          onCaseImage={(file) =>
            setValue('case_image', file as Blob, { shouldTouch: true, shouldValidate: true })
          }
          // New selections are appended to the earlier ones (spec 001 section 4).
          onImages={(added) =>
            setValue('images', [...(getValues('images') ?? []), ...added], { shouldTouch: true })
          }
          onRemove={(index) =>
            setValue(
              'images',
              (getValues('images') ?? []).filter((_, i) => i !== index),
              { shouldTouch: true },
            )
          }
        />
      )}

      <CaseAlert alert={alert} />

      <div className={styles.nav}>
        <button type="button" className="btn btn-outline" onClick={previous} disabled={step === 1}>
          {T.previous}
        </button>
        {step < 4 ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void next()}
            disabled={!ready}
          >
            {T.next}
          </button>
        ) : (
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!step4Valid || isSubmitting || alert?.ok}
          >
            {isSubmitting ? T.sending : T.submit}
          </button>
        )}
      </div>
    </form>
  )
}
