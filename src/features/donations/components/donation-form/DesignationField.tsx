import { useTranslations } from 'next-intl'
import { ErrorText } from '@/components/form/fields'
import { DESIGNATIONS } from '@/lib/money/currency'
import type { PartProps } from './types'

/**
 * A line's designation (issue 44 item 4): general giving (the default), Zakat or Sadaqah. Zakat
 * to a purpose staff did not mark eligible is refused by the shared schema, with its message
 * here. A select without an empty choice: every line has a designation.
 */
export function DesignationField({ fields, index }: Pick<PartProps, 'fields'> & { index: number }) {
  const t = useTranslations('donation')
  const field = fields.field(`donations.${index}.designation`)
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
