'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import type { Currency } from '@/lib/money/currency'
import { charityTimeZone, dayIn, formatTime, zoneName } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import { reconcileSchemaIn } from '../staff/reconcile-schema'
import type { GatewayReconciliation, Reconciliation } from '../staff/reconcile.server'
import { DONATION_PANEL_TEXTS, panelLang, type PanelLang } from './texts'

const cell = {
  padding: '0.25rem 0.5rem',
  borderBottom: '1px solid #ddd',
  textAlign: 'start',
} as const
// Days and times in the charity's zone (src/lib/clock.ts), as the range is read on the server.
const today = () => dayIn(new Date())
const monthAgo = () => dayIn(Date.now() - 30 * 86_400_000)

/**
 * Above the donations list (issue 19 item 6, decision 0042): for a date range, the donations
 * the gateway has no charge for and the gateway's charges no donation records. Closed until asked:
 * in Stripe mode it pages through the gateway's charges. In the admin's language (texts.ts).
 */
export function ReconciliationPanel() {
  const { i18n } = useTranslation()
  const lang = panelLang(i18n.language)
  const { reconcile: t } = DONATION_PANEL_TEXTS[lang]
  const NOT_LOADED = t.notLoaded
  const [open, setOpen] = useState(false)
  const [from, setFrom] = useState(monthAgo)
  const [to, setTo] = useState(today)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Reconciliation | null>(null)

  async function run(e?: React.FormEvent) {
    e?.preventDefault()
    setError('')
    const parsed = reconcileSchemaIn(lang).safeParse({ from, to })
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
          {t.open}
        </Button>
      </div>
    )
  }
  return (
    <section data-testid="reconciliation" style={{ margin: '0 0 1.5rem' }}>
      <h3>{t.title}</h3>
      <form
        onSubmit={run}
        noValidate
        style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}
      >
        <label htmlFor="reconcile-from">{t.from}</label>
        <input
          id="reconcile-from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <label htmlFor="reconcile-to">{t.to}</label>
        <input id="reconcile-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" disabled={busy}>
          {busy ? t.checking : t.check}
        </Button>
      </form>
      {error && <p role="alert">{error}</p>}
      {result && (
        <div role="status">
          {result.gateways.map((g) => (
            <GatewaySection key={g.gateway} result={g} lang={lang} />
          ))}
        </div>
      )}
    </section>
  )
}

/** A table with the panel's header cells; on a phone it scrolls in its own box, not the page. */
function Table({ head, children }: { head: string[]; children: React.ReactNode }) {
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/**
 * One gateway's answer: per currency what we recorded and what the gateway holds (dollars and
 * pounds on lines of their own, never added; decision 0119), then the two lists of mismatches,
 * each amount in its own currency.
 */
function GatewaySection({ result, lang }: { result: GatewayReconciliation; lang: PanelLang }) {
  const { money, reconcile: t } = DONATION_PANEL_TEXTS[lang]
  const inCurrency = (cents: number, currency: string) => money(cents, currency as Currency)
  const at = (iso: string) => `${formatTime(iso, lang)} ${zoneName(charityTimeZone(), lang)}`
  return (
    <section data-testid={`reconciliation-${result.gateway}`} style={{ margin: '1rem 0' }}>
      <h4>{t.gatewayTitle(result.gateway)}</h4>
      {result.figures.length === 0 ? (
        <p>{t.nothingInRange}</p>
      ) : (
        <Table head={[t.currency, t.recorded, t.charged]}>
          {result.figures.map((f) => (
            <tr key={f.currency} data-currency={f.currency}>
              <td style={cell}>{f.currency}</td>
              <td style={cell}>
                {t.figure(inCurrency(f.recordedCents, f.currency), f.recordedCount)}
              </td>
              <td style={cell}>
                {t.figure(inCurrency(f.chargedCents, f.currency), f.chargedCount)}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <h5>{t.withoutCharge(result.donationsWithoutCharge.length)}</h5>
      {result.donationsWithoutCharge.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <Table head={[t.donation, t.date, t.donor, t.total, t.chargeId]}>
          {result.donationsWithoutCharge.map((d) => (
            <tr key={d.donationId}>
              <td style={cell}>
                <a href={`/admin/collections/donations/${d.donationId}`}>D-{d.donationId}</a>
              </td>
              <td style={cell}>{at(d.paidAt)}</td>
              <td style={cell}>{d.donorName}</td>
              <td style={cell}>{inCurrency(d.totalCents, d.currency)}</td>
              <td style={cell}>{d.chargeId}</td>
            </tr>
          ))}
        </Table>
      )}
      <h5>{t.withoutDonation(result.gateway, result.chargesWithoutDonation.length)}</h5>
      {result.chargesWithoutDonation.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <Table head={[t.chargeId, t.date, t.amount]}>
          {result.chargesWithoutDonation.map((c) => (
            <tr key={c.chargeId}>
              <td style={cell}>{c.chargeId}</td>
              <td style={cell}>{at(c.createdAt)}</td>
              <td style={cell}>{inCurrency(c.amountCents, c.currency)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  )
}
