import type { UseFormReturn } from 'react-hook-form'
import type { useFormFields } from '@/components/form/use-form-fields'
import type { DonationFormValues, DonationPayload } from '../../schema'

/** The donation form's react-hook-form handle. */
export type DonationFormApi = UseFormReturn<DonationFormValues, unknown, DonationPayload>

/** What every part of the form gets from the composing DonationForm. */
export interface PartProps {
  form: DonationFormApi
  fields: ReturnType<typeof useFormFields<DonationFormValues, DonationPayload>>
}
