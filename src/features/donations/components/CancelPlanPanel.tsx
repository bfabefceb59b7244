'use client'

import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'

const CANCELLED = 'This recurring donation is cancelled. Nothing more will be charged.'
const FAILED = 'Something went wrong. Please try again.'

/** The plan of a cancel link and its confirmation button. */
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
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>(
    alreadyCancelled ? 'done' : 'idle',
  )
  const [message, setMessage] = useState<string>(alreadyCancelled ? CANCELLED : '')

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
        setMessage(body?.data?.message ?? CANCELLED)
      } else {
        setState('error')
        setMessage((await readApiError(res)).message ?? FAILED)
      }
    } catch {
      setState('error')
      setMessage(FAILED)
    }
  }

  return (
    <div style={{ maxWidth: '40rem' }}>
      <h2>Your recurring donation</h2>
      <p>
        <strong>{description}</strong>
        {nextCharge && state !== 'done' ? <>, next charge on {nextCharge}.</> : '.'}
      </p>
      {state === 'done' ? (
        <p className="alert alert-success" role="status">
          {message}
        </p>
      ) : (
        <>
          <p>Cancel it below. Donations already made are not affected.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={cancel}
            disabled={state === 'sending'}
          >
            Cancel this recurring donation
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
