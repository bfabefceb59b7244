import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { ErrorText } from '@/components/form/fields'
import { DESIGNATIONS } from '@/lib/money/currency'
import type { PartProps } from './types'

/**
 * A line's designation (issue 44 item 4): general giving (the default), Zakat or Sadaqah. Zakat
 * to a purpose staff did not mark eligible is refused by the shared schema, with its message
 * here. A select without an empty choice: every line has a designation.
 */
export function DesignationField({ form, fields, index }: PartProps & { index: number }) {
  const t = useTranslations('donation')
  const name = `donations.${index}.designation` as const
  const field = fields.field(name)
  // Zakat's answer depends on the purpose: said as soon as Zakat is chosen (not at the select's
  // blur), and asked again when the line's purpose changes.
  const purpose = useWatch({
    control: form.control,
    name: `donations.${index}.donation_purpose_id`,
  })
  const designation = useWatch({ control: form.control, name })
  useEffect(() => {
    if (designation === 'zakat' || form.getFieldState(name).error) {
      form.setValue(name, designation, { shouldTouch: true, shouldValidate: true })
    }
  }, [form, name, purpose, designation])
  return (
    <div className="form-group">
      <label htmlFor={field.id}>{t('labels.designation')}</label>
      <select className="form-control" {...field.control}>
        {DESIGNATIONS.map((d) => (
          <option key={d} value={d}>
            {t(`designation.${d}`)}
          </option>
        ))}
      </select>
      <ErrorText id={field.errorId} message={field.message} />
    </div>
  )
}
