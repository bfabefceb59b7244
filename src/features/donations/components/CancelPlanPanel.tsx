'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { localiseMessage } from '@/i18n/schema-messages'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'

/** The plan of a cancel link and its confirmation button, in the language of the page. */
export function CancelPlanPanel({
  plan,
  token,
  description,
  nextCharge,
  alreadyCancelled,
}: {
  plan: number
  token: string
  description: string
  nextCharge: string | null
  alreadyCancelled: boolean
}) {
  const t = useTranslations('cancelPlan')
  const locale = useLocale() as Locale
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>(
    alreadyCancelled ? 'done' : 'idle',
  )
  const [message, setMessage] = useState<string>(alreadyCancelled ? t('alreadyCancelled') : '')

  async function cancel() {
    setState('sending')
    try {
      const res = await apiFetch('/api/donation/cancel-recurring', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ plan, token }),
      })
      if (res.ok) {
        const body = (await res.json().catch(() => null)) as { data?: { message?: string } } | null
        setState('done')
        setMessage(localiseMessage(body?.data?.message ?? t('alreadyCancelled'), locale))
      } else {
        setState('error')
        setMessage(localiseMessage((await readApiError(res)).message ?? t('failed'), locale))
      }
    } catch {
      setState('error')
      setMessage(t('failed'))
    }
  }

  return (
    <div style={{ maxWidth: '40rem' }}>
      <h2>{t('heading')}</h2>
      <p>
        <strong>{description}</strong>
        {nextCharge && state !== 'done' ? t('nextCharge', { date: nextCharge }) : '.'}
      </p>
      {state === 'done' ? (
        <p className="alert alert-success" role="status">
          {message}
        </p>
      ) : (
        <>
          <p>{t('explain')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={cancel}
            disabled={state === 'sending'}
          >
            {t('button')}
          </button>
          {state === 'error' && (
            <p className="alert" role="alert" style={{ marginTop: '1rem' }}>
              {message}
            </p>
          )}
        </>
      )}
    </div>
  )
}
