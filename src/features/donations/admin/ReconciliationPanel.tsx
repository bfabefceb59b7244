'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'
import { readApiError } from '@/lib/forms/error-body'
import { formatUsd } from '../fees'
import { reconcileSchema } from '../staff/reconcile-schema'
import type { Reconciliation } from '../staff/reconcile.server'

const NOT_LOADED = 'The reconciliation could not be loaded. Try again.'
const cell = {
  padding: '0.25rem 0.5rem',
  borderBottom: '1px solid #ddd',
  textAlign: 'start',
} as const
const today = () => new Date().toISOString().slice(0, 10)
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)

/**
 * Above the donations list (issue 19 item 6, decision 0042): for a date range, the donations
 * the gateway has no charge for and the gateway's charges no donation records. Closed until asked:
 * in Stripe mode it pages through the gateway's charges.
 */
export function ReconciliationPanel() {
  const [open, setOpen] = useState(false)
  const [from, setFrom] = useState(monthAgo)
  const [to, setTo] = useState(today)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Reconciliation | null>(null)

  async function run(e?: React.FormEvent) {
    e?.preventDefault()
    setError('')
    const parsed = reconcileSchema.safeParse({ from, to })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? NOT_LOADED)
    setBusy(true)
    const res = await fetch(
      `/api/donor/staff/reconciliation?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { credentials: 'include' },
    ).catch(() => null)
    setBusy(false)
    if (!res) return setError(NOT_LOADED)
    if (!res.ok) return setError((await readApiError(res)).message ?? NOT_LOADED)
    setResult(((await res.json()) as { data: Reconciliation }).data)
  }

  if (!open) {
    return (
      <div style={{ margin: '0 0 1rem' }}>
        <Button buttonStyle="secondary" onClick={() => setOpen(true)}>
          Reconcile with the payment gateway…
        </Button>
      </div>
    )
  }
  return (
    <section data-testid="reconciliation" style={{ margin: '0 0 1.5rem' }}>
      <h3>Reconcile with the payment gateway</h3>
      <form
        onSubmit={run}
        noValidate
        style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}
      >
        <label htmlFor="reconcile-from">From</label>
        <input
          id="reconcile-from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <label htmlFor="reconcile-to">To</label>
        <input id="reconcile-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Check'}
        </Button>
      </form>
      {error && <p role="alert">{error}</p>}
      {result && (
        <div role="status">
          <h4>Donations without a gateway charge ({result.donationsWithoutCharge.length})</h4>
          {result.donationsWithoutCharge.length === 0 ? (
            <p>None.</p>
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  {['Donation', 'Date', 'Donor', 'Total', 'Charge id'].map((h) => (
                    <th key={h} style={cell}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.donationsWithoutCharge.map((d) => (
                  <tr key={d.donationId}>
                    <td style={cell}>
                      <a href={`/admin/collections/donations/${d.donationId}`}>D-{d.donationId}</a>
                    </td>
                    <td style={cell}>{d.paidAt.slice(0, 16).replace('T', ' ')} UTC</td>
                    <td style={cell}>{d.donorName}</td>
                    <td style={cell}>{formatUsd(d.totalCents)}</td>
                    <td style={cell}>{d.chargeId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h4>
            Charges at the gateway ({result.gateway}) without a donation (
            {result.chargesWithoutDonation.length})
          </h4>
          {result.chargesWithoutDonation.length === 0 ? (
            <p>None.</p>
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  {['Charge id', 'Date', 'Amount'].map((h) => (
                    <th key={h} style={cell}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.chargesWithoutDonation.map((c) => (
                  <tr key={c.chargeId}>
                    <td style={cell}>{c.chargeId}</td>
                    <td style={cell}>{c.createdAt.slice(0, 16).replace('T', ' ')} UTC</td>
                    <td style={cell}>{formatUsd(c.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  )
}
