import type { UseFormReturn } from 'react-hook-form'
import type { FieldBinding, useFormFields } from '@/components/form/use-form-fields'
import type { DonationFormValues, DonationPayload } from '../../schema'

/** The donation form's react-hook-form handle. */
export type DonationFormApi = UseFormReturn<DonationFormValues, unknown, DonationPayload>

/** What every part of the form gets from the composing DonationForm. */
export interface PartProps {
  form: DonationFormApi
  fields: ReturnType<typeof useFormFields<DonationFormValues, DonationPayload>>
}

/** The card's fields, in the donation form or in any form that has them (the donor portal). */
export type CardFieldName = 'cc_number' | 'cc_name' | 'cc_exp_month' | 'cc_exp_year' | 'cc_cvc'
export interface CardPartProps {
  fields: { field: (name: CardFieldName) => FieldBinding }
}
