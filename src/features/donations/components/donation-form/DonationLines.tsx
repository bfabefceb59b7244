import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { CheckboxField, SelectField, TextField } from '@/components/form/fields'
import { DONATION_LIMITS, FORM_TEXTS, REPEAT_LABELS, REPEAT_TYPES } from '../../constants'
import { feeCents, formatUsd, summarize, typedCents } from '../../fees'
import { emptyLine } from '../../schema'
import type { PurposeItem } from './lookups'
import type { PartProps } from './types'
import styles from './DonationForm.module.css'

const REPEAT_CHOICES = REPEAT_TYPES.map((t) => ({ value: t, label: REPEAT_LABELS[t] }))

/**
 * The donation lines (up to 20): purpose, amount, repeat and its type, each line's fee; then the
 * fee notice and the summary (total, process fee, net; spec 000 sections 4 and 9).
 */
export function DonationLines({ form, fields, purposes }: PartProps & { purposes: PurposeItem[] }) {
  const { field, idOf } = fields
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({ control: form.control, name: 'donations' })
  const lines = useWatch({ control: form.control, name: 'donations' })
  const summary = summarize((lines ?? []).map((l) => typedCents(l?.donation_amount)))
  const purposeChoices = purposes.map((p) => ({ value: String(p.id), label: p.name }))

  return (
    <>
      {rows.map((row, i) => {
        const line = lines?.[i]
        return (
          <fieldset key={row.id} className={styles.line} data-testid="donation-line">
            <legend className={styles.lineLegend}>Donation {i + 1}</legend>
            <div className={styles.lineGrid}>
              <SelectField
                label="Donation Purpose"
                field={field(`donations.${i}.donation_purpose_id`)}
                placeholder="Select a purpose"
                choices={purposeChoices}
              />
              <TextField
                label="Amount ($)"
                field={field(`donations.${i}.donation_amount`)}
                type="number"
                inputMode="decimal"
                min={DONATION_LIMITS.amountMin}
                max={DONATION_LIMITS.amountMax}
                step={DONATION_LIMITS.amountStep}
              />
            </div>
            <div className={styles.lineGrid}>
              <Controller
                control={form.control}
                name={`donations.${i}.is_repeat`}
                render={({ field: f }) => (
                  <CheckboxField
                    className={`form-check ${styles.repeat}`}
                    label="Repeat this donation"
                    id={idOf(`donations.${i}.is_repeat`)}
                    ref={f.ref}
                    name={f.name}
                    checked={f.value === '1'}
                    onBlur={f.onBlur}
                    onChange={(e) => {
                      f.onChange(e.target.checked ? '1' : '0')
                      if (!e.target.checked) {
                        form.setValue(`donations.${i}.repeat_type`, '', { shouldValidate: true })
                      }
                    }}
                  />
                )}
              />
              {line?.is_repeat === '1' && (
                <SelectField
                  label="Repeat Type"
                  field={field(`donations.${i}.repeat_type`)}
                  placeholder="Select repeat type"
                  choices={REPEAT_CHOICES}
                />
              )}
            </div>
            <div className={styles.lineFoot}>
              <p className={styles.lineFee} data-testid="line-fee">
                Fee: {formatUsd(feeCents(typedCents(line?.donation_amount)))}
              </p>
              {i > 0 && (
                <button
                  type="button"
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => remove(i)}
                  aria-label={`Remove donation ${i + 1}`}
                >
                  Remove
                </button>
              )}
            </div>
          </fieldset>
        )
      })}
      {rows.length < DONATION_LIMITS.maxLines && (
        <button
          type="button"
          className={`btn btn-outline ${styles.small}`}
          onClick={() => append(emptyLine(), { shouldFocus: false })}
        >
          Add Donation
        </button>
      )}
      <p className={styles.notice}>{FORM_TEXTS.feeNotice}</p>
      <dl className={styles.summary} aria-label="Donation summary" aria-live="polite">
        <div>
          <dt>{FORM_TEXTS.total}</dt>
          <dd data-testid="summary-total">{formatUsd(summary.totalCents)}</dd>
        </div>
        <div>
          <dt>{FORM_TEXTS.fee}</dt>
          <dd data-testid="summary-fee">{formatUsd(summary.feeCents)}</dd>
        </div>
        <div>
          <dt>{FORM_TEXTS.net}</dt>
          <dd data-testid="summary-net">{formatUsd(summary.netCents)}</dd>
        </div>
      </dl>
    </>
  )
}
