'use client'

import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { DONATION_API_MESSAGES } from '../../constants'

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }

/** The receipt number of the confirmation's answer (absent from an older server: not shown). */
export async function receiptNumberOf(res: Response): Promise<string | undefined> {
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { data?: { receipt_number?: unknown } }
  const n = body.data?.receipt_number
  return typeof n === 'string' ? n : undefined
}

/**
 * "Send the code again" (decision 0103): a new code to the staged address; the old one stops
 * working, so the typed code is cleared (`onSent`). The server's limit answers 429 with its
 * message, shown as is.
 */
export function useResend(email: string, onSent: () => void) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string>()
  async function send() {
    if (sending) return
    setSending(true)
    setError(undefined)
    setSent(false)
    try {
      const res = await apiFetch('/api/donation/stage-donation/resend', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email }),
      })
      if (res.ok) {
        onSent()
        setSent(true)
      } else setError((await readApiError(res)).message ?? DONATION_API_MESSAGES.mailFailed)
    } catch {
      setError(DONATION_API_MESSAGES.mailFailed)
    } finally {
      setSending(false)
    }
  }
  const clear = () => {
    setSent(false)
    setError(undefined)
  }
  return { send, sending, sent, error, clear }
}
