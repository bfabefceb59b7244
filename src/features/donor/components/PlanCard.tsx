'use client'

import { useState, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { SelectField, TextField } from '@/components/form/fields'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { REPEAT_TYPES } from '@/features/donations/constants'
import { cardLabel } from '@/features/donations/gateway/card'
import type { DonorPlan } from '../plans.server'
import { planChangeSchema, type PlanChange } from '../schema'
import { DONOR_TEXTS, type DonorLang } from '../texts'
import styles from './Donor.module.css'
import { postJson } from '@/lib/forms/post-json'

type ChangeValues = { action: 'change'; amount: string; repeatType: string }

/**
 * One recurring plan: its state and card, pause / resume / cancel, a new amount or frequency, and
 * `cardChange`, the donations feature's "Replace card" (a slot the page fills). A pledge
 * (decision 0122) says what it is and offers its unpaid period's "Pay now" instead of a card.
 */
export function PlanCard({
  plan,
  lang = 'en',
  cardChange,
}: {
  plan: DonorPlan
  lang?: DonorLang
  cardChange?: ReactNode
}) {
  const router = useRouter()
  const t = DONOR_TEXTS[lang]
  const [message, setMessage] = useState<{ text: string; good: boolean } | null>(null)
  const [sending, setSending] = useState(false)
  const form = useForm<ChangeValues, unknown, PlanChange>({
    resolver: schemaResolver(planChangeSchema),
    defaultValues: {
      action: 'change',
      amount: (plan.amountCents / 100).toFixed(2),
      repeatType: plan.repeatType,
    },
    mode: 'onTouched',
  })
  const { field } = useFormFields(form)

  async function send(body: PlanChange) {
    setSending(true)
    const r = await postJson<{ message: string }>(`/api/donor/plans/${plan.id}`, body)
    setSending(false)
    setMessage(
      r.ok ? { text: r.data.message, good: true } : { text: r.failure.message, good: false },
    )
    if (r.ok) router.refresh()
  }

  const purpose = (lang === 'ar' && plan.purposeAr) || plan.purpose
  const live = plan.status !== 'cancelled'
  const pledge = plan.planKind === 'pledge'
  return (
    <section className={styles.plan} data-testid="donor-plan" aria-label={purpose}>
      <p>
        <strong>{purpose}</strong>
        {plan.designation !== 'general' && ` (${t.designations[plan.designation]})`}:{' '}
        {t.money(plan.amountCents, plan.currency)}
        {t.comma}
        {t.repeats[plan.repeatType]} — {t.planStatuses[plan.status]}
        {live && plan.nextChargeAt && plan.status === 'active' && (
          <>
            {' '}
            · {pledge ? t.nextReminder : t.nextCharge}: {t.day(plan.nextChargeAt)}
          </>
        )}
      </p>
      {pledge ? (
        <p data-testid="pledge-kind">{t.pledgeKind}</p>
      ) : (
        plan.last4 && <p>{t.cardOnPlan(cardLabel(plan.brand, plan.last4, lang))}</p>
      )}
      {pledge && plan.payUrl && (
        <p className={styles.row}>
          <span>{t.periodUnpaid}</span>
          <a className="btn btn-primary" href={plan.payUrl}>
            {t.payNow}
          </a>
        </p>
      )}
      {live && (
        <>
          <div className={styles.row}>
            {plan.status === 'active' ? (
              <button
                type="button"
                className="btn btn-outline"
                disabled={sending}
                onClick={() => send({ action: 'pause' })}
              >
                {t.pause}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-outline"
                disabled={sending}
                onClick={() => send({ action: 'resume' })}
              >
                {t.resume}
              </button>
            )}
            <button
              type="button"
              className="btn btn-outline"
              disabled={sending}
              onClick={() => {
                if (window.confirm(t.confirmCancel)) void send({ action: 'cancel' })
              }}
            >
              {t.cancel}
            </button>
          </div>
          {/* A pledge keeps its terms (decision 0122): pause, resume and cancel only. */}
          {!pledge && (
            <form onSubmit={form.handleSubmit(send)} noValidate className={styles.row}>
              <TextField label={t.amount} field={field('amount')} inputMode="decimal" />
              <SelectField
                label={t.frequency}
                field={field('repeatType')}
                placeholder={t.frequency}
                choices={REPEAT_TYPES.map((r) => ({ value: r, label: t.repeatChoices[r] }))}
              />
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {t.change}
              </button>
            </form>
          )}
        </>
      )}
      {message && (
        <p className={message.good ? 'alert alert-success' : 'alert'} role="status">
          {message.text}
        </p>
      )}
      {/* A pounds plan's card is Paymob's: no card fields on our page (decision 0129). */}
      {live &&
        !pledge &&
        (plan.cardOnHostedPage ? (
          <p data-testid="hosted-card-kept">{t.hostedCardKept}</p>
        ) : (
          cardChange
        ))}
    </section>
  )
}
