'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { formatFullDate } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { apiFetch } from '@/lib/api-client'
import { stripeInstance } from './donation-form/stripe-instance'

type State = 'idle' | 'working' | 'done' | 'bankRefused' | 'recording' | 'unavailable'

/**
 * The button of /donor/authenticate: Stripe.js (loaded only here, on click) confirms the paused
 * plan's charge with its PaymentMethod, the donor present, which runs the bank's 3-D Secure;
 * then the server checks the intent at Stripe and records it (POST authenticate-plan). A
 * failure after the bank's yes never asks the donor to pay again: the webhook records it too.
 */
export function PlanAuthenticate({
  link,
  clientSecret,
  paymentMethod,
  publishableKey,
}: {
  link: { plan: number; expires: string; token: string }
  clientSecret: string
  paymentMethod: string | null
  publishableKey: string
}) {
  const t = useTranslations('planAuthenticate')
  const locale = useLocale() as Locale
  const [state, setState] = useState<State>('idle')
  const [nextCharge, setNextCharge] = useState<string | null>(null)

  async function confirm() {
    setState('working')
    const stripe = await stripeInstance(publishableKey).catch(() => null)
    if (!stripe) return setState('unavailable')
    const result = await stripe.confirmCardPayment(
      clientSecret,
      paymentMethod ? { payment_method: paymentMethod } : undefined,
    )
    if (result.error || result.paymentIntent?.status !== 'succeeded') return setState('bankRefused')
    try {
      const res = await apiFetch('/api/donation/authenticate-plan', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(link),
      })
      const body = (await res.json().catch(() => null)) as {
        data?: { next_charge_at?: string | null }
      } | null
      if (!res.ok) return setState('recording')
      setNextCharge(formatFullDate(body?.data?.next_charge_at, locale))
      setState('done')
    } catch {
      setState('recording')
    }
  }

  if (state === 'done' || state === 'recording') {
    return (
      <p className="alert alert-success" role="status">
        {t(state)}
        {state === 'done' && nextCharge ? ` ${t('nextCharge', { date: nextCharge })}` : ''}
      </p>
    )
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={confirm}
        disabled={state === 'working'}
        aria-busy={state === 'working'}
      >
        {state === 'working' ? t('working') : t('button')}
      </button>
      {(state === 'bankRefused' || state === 'unavailable') && (
        <p className="alert" role="alert" style={{ marginTop: '1rem' }}>
          {t(state)}
        </p>
      )}
    </>
  )
}
