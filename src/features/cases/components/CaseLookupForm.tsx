'use client'

import type { BaseSyntheticEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SelectField, TextareaField, TextField } from '@/components/form/fields'
import { Honeypot, honeypotOf } from '@/components/form/honeypot'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormReady } from '@/components/form/use-form-ready'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import {
  CASE_DEFAULTS,
  caseRequestSchema,
  toCaseFormData,
  type CaseFormValues,
  type CasePayload,
  NATIONAL_ID_INPUT_MAX_LENGTH,
} from '../schema'
import { CASE_TEXTS } from '../texts'
import { CaseSearchForm, ImageFileField, YesNo } from './CaseParts'
import { useCaseSubmit } from './useCaseSubmit'
import { useCaseLookups, type Option } from './useCaseLookups'
import styles from './CaseForms.module.css'

const T = CASE_TEXTS.ar
const schema = caseRequestSchema('ar')
const choices = (options: Option[]) => options.map((o) => ({ value: String(o.id), label: o.name }))

/**
 * The variant of the 'case search form' with server-loaded lookups (spec 001
 * section 2; /caseFormPart, decision 0017): one page, the purposes,
 * governorates, cities, villages and clubs read from the content API with the
 * lang header 'ar', the wizard's rules (section 5), and /home on success.
 */
export function CaseLookupForm() {
  const { alert, submit, incomplete } = useCaseSubmit('ar')
  const form = useForm<CaseFormValues, unknown, CasePayload>({
    resolver: schemaResolver(schema),
    defaultValues: CASE_DEFAULTS,
    mode: 'onTouched',
  })
  const { register, handleSubmit, setValue, getValues, control } = form
  const { field, idOf } = useFormFields(form)
  const ready = useFormReady(form, idOf)
  const [governorate, city] = useWatch({ control, name: ['goverment_id', 'city'] })
  const lookups = useCaseLookups('ar', governorate ?? '', city ?? '')

  const send = (data: CasePayload, event?: BaseSyntheticEvent) =>
    submit(() => toCaseFormData(data, { [HONEYPOT_FIELD]: honeypotOf(event) }))
  const select = (name: 'goverment_id' | 'city' | 'village' | 'club_id', options: Option[]) => (
    <SelectField
      label={T[name]}
      field={field(name)}
      placeholder={T.select}
      choices={choices(options)}
    />
  )

  return (
    <CaseSearchForm
      onSubmit={handleSubmit(send, incomplete)}
      alert={alert}
      busy={!ready || form.formState.isSubmitting}
    >
      <Honeypot idPrefix={idOf('form')} />
      <div className={styles.grid}>
        <TextField label={T.fullname} field={field('fullname')} />
        <SelectField
          label={T.purpose}
          field={field('purpose_id')}
          placeholder={T.select}
          choices={choices(lookups.purposes)}
        />
        <TextField
          label={T.national_id}
          field={field('national_id')}
          inputMode="numeric"
          maxLength={NATIONAL_ID_INPUT_MAX_LENGTH}
        />
        <TextField label={T.age} field={field('age')} inputMode="numeric" />
        <TextField label={T.phone} field={field('phone')} type="tel" placeholder="01XXXXXXXXX" />
        <TextField label={T.email} field={field('email')} type="email" />
      </div>
      <TextareaField label={T.address} field={field('address')} rows={3} />
      <div className={styles.grid}>
        {select('goverment_id', lookups.governorates)}
        {select('city', lookups.cities)}
        {select('village', lookups.villages)}
        {select('club_id', lookups.clubs)}
      </div>
      <YesNo legend={T.isWorking} registered={register('isWorking')} yes={T.yes} no={T.no} />
      <YesNo legend={T.hasHouse} registered={register('hasHouse')} yes={T.yes} no={T.no} />
      <ImageFileField
        label={T.case_image}
        field={field('case_image')}
        onFiles={(files) =>
          setValue('case_image', files[0] as Blob, { shouldTouch: true, shouldValidate: true })
        }
      />
      <ImageFileField
        label={T.images}
        field={field('images')}
        multiple
        onFiles={(files) =>
          setValue('images', [...(getValues('images') ?? []), ...files], { shouldTouch: true })
        }
      />
    </CaseSearchForm>
  )
}
