import { useLocale, useTranslations } from 'next-intl'
import { formatMinorUnits } from '@/i18n/format-number'
import type { Locale } from '@/i18n/locales'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { CheckboxField, SelectField, TextField } from '@/components/form/fields'
import { DONATION_LIMITS, REPEAT_TYPES } from '../../constants'
import { formatUsd, lineFeeCents, summarize, typedCents } from '../../fees'
import { RecurringConsent } from './RecurringConsent'
import { emptyLine } from '../../form-values'
import { DesignationField } from './DesignationField'
import { feeNoticeKey } from './fee-notice'
import { steppedAmount } from './amount-step'
import type { PurposeItem } from './lookups'
import type { PartProps } from './types'
import styles from './DonationForm.module.css'

/**
 * The donation lines (up to 20): purpose, amount, repeat and its type, each line's fee; then the
 * fee notice and the summary (total, process fee, net; spec 000 sections 4 and 9).
 */
export function DonationLines({
  form,
  fields,
  purposes,
  hosted = false,
}: PartProps & {
  purposes: PurposeItem[]
  /** Paid on Paymob's page (decision 0129). */ hosted?: boolean
}) {
  const t = useTranslations('donation')
  const locale = useLocale() as Locale
  const currency = useWatch({ control: form.control, name: 'currency' })
  const egp = currency === 'EGP'
  /** Minor units: the spec's '$35.00' in English dollars, 'EGP 35.00', '٣٥٫٠٠ ج.م' (decision 0110). */
  const money = (cents: number) =>
    locale === 'en' && !egp ? formatUsd(cents) : formatMinorUnits(cents, locale, currency)
  const { field, idOf } = fields
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({ control: form.control, name: 'donations' })
  const lines = useWatch({ control: form.control, name: 'donations' })
  // The donor's choice to add the fee on top (decision 0102); the summary shows what is charged.
  const cover = String(useWatch({ control: form.control, name: 'cover_fee' })) === '1'
  const summary = summarize(
    (lines ?? []).map((l) => typedCents(l?.donation_amount)),
    cover,
  )
  const purposeChoices = purposes.map((p) => ({ value: String(p.id), label: p.name }))

  return (
    <>
      {rows.map((row, i) => {
        const line = lines?.[i]
        return (
          <fieldset key={row.id} className={styles.line} data-testid="donation-line">
            <legend className={styles.lineLegend}>{t('labels.line', { n: i + 1 })}</legend>
            <div className={styles.lineGrid}>
              <SelectField
                label={t('labels.purpose')}
                field={field(`donations.${i}.donation_purpose_id`)}
                placeholder={t('labels.purposePlaceholder')}
                choices={purposeChoices}
              />
              <TextField
                label={egp ? t('labels.amountEgp') : t('labels.amount')}
                field={field(`donations.${i}.donation_amount`)}
                // Text, not number: a number control drops the Arabic-Indic digits a phone's
                // Arabic keyboard types; the schema reads them (issue 42, decision 0085).
                type="text"
                inputMode="decimal"
                min={DONATION_LIMITS.amountMin}
                max={DONATION_LIMITS.amountMax}
                step={DONATION_LIMITS.amountStep}
                // The spec's step of 10, which a text control does not take by itself.
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
                  e.preventDefault()
                  const name = `donations.${i}.donation_amount` as const
                  const limits = egp ? { min: 1, max: Number.MAX_SAFE_INTEGER } : undefined
                  const next = steppedAmount(
                    e.currentTarget.value,
                    e.key === 'ArrowUp' ? 1 : -1,
                    limits,
                  )
                  form.setValue(name, next, { shouldDirty: true, shouldValidate: true })
                }}
              />
            </div>
            <DesignationField form={form} fields={fields} index={i} />
            <div className={styles.lineGrid}>
              <Controller
                control={form.control}
                name={`donations.${i}.is_repeat`}
                render={({ field: f }) => (
                  <CheckboxField
                    className={`form-check ${styles.repeat}`}
                    label={t('labels.repeat')}
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
                  label={t('labels.repeatType')}
                  field={field(`donations.${i}.repeat_type`)}
                  placeholder={t('labels.repeatTypePlaceholder')}
                  choices={REPEAT_TYPES.map((value) => ({ value, label: t(`repeat.${value}`) }))}
                />
              )}
            </div>
            <div className={styles.lineFoot}>
              <p className={styles.lineFee} data-testid="line-fee">
                {t('labels.lineFee', {
                  fee: money(lineFeeCents(typedCents(line?.donation_amount), cover)),
                })}
              </p>
              {i > 0 && (
                <button
                  type="button"
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => remove(i)}
                  aria-label={t('labels.removeLine', { n: i + 1 })}
                >
                  {t('labels.remove')}
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
          {t('labels.addLine')}
        </button>
      )}
      <p className={styles.notice} aria-live="polite">
        {t(feeNoticeKey(cover, egp))}
      </p>
      <Controller
        control={form.control}
        name="cover_fee"
        render={({ field: f }) => (
          <CheckboxField
            className={`form-check ${styles.repeat}`}
            label={t('fee.coverFee', {
              fee: money(summarize([summary.totalCents], true).feeCents),
            })}
            id={idOf('cover_fee')}
            ref={f.ref}
            name={f.name}
            checked={String(f.value) === '1'}
            onBlur={f.onBlur}
            onChange={(e) => f.onChange(e.target.checked ? '1' : '0')}
          />
        )}
      />
      <dl className={styles.summary} aria-label={t('summaryLabel')} aria-live="polite">
        <div>
          <dt>{t('form.total')}</dt>
          <dd data-testid="summary-total">{money(summary.totalCents)}</dd>
        </div>
        <div>
          <dt>{t('form.fee')}</dt>
          <dd data-testid="summary-fee">{money(summary.feeCents)}</dd>
        </div>
        <div>
          <dt>{t('form.net')}</dt>
          <dd data-testid="summary-net">{money(summary.netCents)}</dd>
        </div>
        <div className={styles.charged}>
          <dt>{t('fee.charged')}</dt>
          <dd data-testid="summary-charged">{money(summary.chargedCents)}</dd>
        </div>
      </dl>
      <RecurringConsent
        lines={lines ?? []}
        cover={cover}
        purposes={purposes}
        money={money}
        hosted={hosted}
      />
    </>
  )
}
