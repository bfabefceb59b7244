'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { formatUsd, storedCents } from '../fees'
import { refundSchema } from '../staff/refund-schema'

const NOT_SENT = 'The refund could not be sent. Check the connection and try again.'
const newRequestId = () => crypto.randomUUID()

/**
 * Back office, on a donation's page (issue 20 item 6, decision 0042): the treasurer refunds the
 * whole gift or a part. The amount is checked with the endpoint's own schema against what is left;
 * a confirm step names the amount and the donor before anything is sent. The request id is made
 * when the form opens and kept until a refund succeeds, so a double click or a retry after an
 * error refunds once.
 */
export function RefundPanel() {
  const { id } = useDocumentInfo()
  // Stored in cents (decision 0094).
  const total = useFormFields(([f]) => storedCents(f.total?.value as number | undefined))
  const refunded = useFormFields(([f]) => storedCents(f.refunded?.value as number | undefined))
  const donor = useFormFields(([f]) => String(f.donorName?.value ?? ''))
  const left = total - refunded
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')

  if (!id) return null
  if (left <= 0) {
    return <p data-testid="refund-panel">Refunded in full ({formatUsd(refunded)}).</p>
  }

  function check() {
    setError('')
    const parsed = refundSchema(left).safeParse({ donationId: id, amount, requestId })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the amount.')
    setConfirming(parsed.data.amount)
  }

  async function send(cents: number) {
    setBusy(true)
    setError('')
    const res = await apiFetch('/api/donor/staff/refund', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ donationId: id, amount: (cents / 100).toFixed(2), requestId }),
    }).catch(() => null)
    setBusy(false)
    if (!res) return setError(NOT_SENT)
    if (!res.ok) return setError((await readApiError(res)).message ?? `HTTP ${res.status}`)
    const body = (await res.json()) as { data?: { message?: string } }
    setNotice(`${body.data?.message ?? 'The refund was made.'} The donor was mailed.`)
    setRequestId(newRequestId())
    setConfirming(null)
    // The form's fields (status, refunded) are the server's: read them again.
    window.setTimeout(() => window.location.reload(), 1200)
  }

  return (
    <section data-testid="refund-panel" style={{ margin: '1.5rem 0' }}>
      <h3>Refund</h3>
      <p>
        {formatUsd(refunded)} refunded of {formatUsd(total)}; {formatUsd(left)} left.
      </p>
      {notice && <p role="status">{notice}</p>}
      {error && <p role="alert">{error}</p>}
      {!open ? (
        <Button
          buttonStyle="secondary"
          onClick={() => {
            setAmount((left / 100).toFixed(2))
            setOpen(true)
          }}
        >
          Refund…
        </Button>
      ) : confirming === null ? (
        // Not a <form>: the panel sits inside the document's own form, and forms do not nest.
        <div>
          <label htmlFor="refund-amount">Amount to refund (USD)</label>{' '}
          <input
            id="refund-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              // Enter would submit the document's form (saving the donation), not this panel.
              if (e.key === 'Enter') {
                e.preventDefault()
                check()
              }
            }}
          />{' '}
          <Button buttonStyle="secondary" onClick={check}>
            Continue
          </Button>{' '}
          <Button buttonStyle="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div>
          <p>
            Refund {formatUsd(confirming)} of donation D-{String(id)} to {donor}&apos;s card? This
            cannot be undone.
          </p>
          <Button disabled={busy} onClick={() => send(confirming)}>
            Confirm the refund of {formatUsd(confirming)}
          </Button>{' '}
          <Button buttonStyle="secondary" disabled={busy} onClick={() => setConfirming(null)}>
            Back
          </Button>
        </div>
      )}
    </section>
  )
}
