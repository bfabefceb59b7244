'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { staffMoney } from '@/features/donations/staff/staff-money'
import type { DonorOverview } from '../staff.server'
import { HISTORY_TEXTS, named } from './history-texts'

const cell = {
  padding: '0.25rem 0.5rem',
  borderBottom: '1px solid #ddd',
  textAlign: 'start',
} as const

/**
 * Back office, on a donation's page (issue 20): the donor's whole history by e-mail address,
 * their plans and the log of portal actions; resend a receipt or a yearly statement. Each amount
 * in its gift's own currency (decision 0119): pounds are never shown as dollars. In the staff
 * member's admin language (history-texts.ts).
 */
export function DonorHistoryPanel() {
  const email = useFormFields(([fields]) => fields.email?.value as string | undefined)
  const { i18n } = useTranslation()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = HISTORY_TEXTS[lang]
  const money = (cents: number, currency: Parameters<typeof staffMoney>[1]) =>
    staffMoney(cents, currency, lang)
  const [data, setData] = useState<DonorOverview | null>(null)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [reload, setReload] = useState(0)

  useEffect(() => {
    if (!email) return
    let live = true
    fetch(`/api/donor/staff/donor?email=${encodeURIComponent(email)}`, { credentials: 'include' })
      .then(async (res) => {
        const failure = res.ok ? null : await readApiError(res)
        const body = res.ok ? ((await res.json()) as { data?: DonorOverview }).data : undefined
        if (!live) return
        if (body) setData(body)
        else setError(failure?.message ?? t.notLoaded)
      })
      .catch(() => live && setError(t.notLoaded))
    return () => {
      live = false
    }
  }, [email, reload, t.notLoaded])

  async function resend(body: { donationId: number } | { email: string; year: number }) {
    setNotice('')
    const res = await apiFetch('/api/donor/staff/resend', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    if (!res) return setNotice(t.notSent)
    setNotice(
      res.ok
        ? (((await res.json()) as { data?: { message?: string } }).data?.message ?? t.sent)
        : ((await readApiError(res)).message ?? `HTTP ${res.status}`),
    )
    setReload((n) => n + 1)
  }

  if (!email) return null
  if (error) return <p role="alert">{error}</p>
  if (!data) return <p>{t.loading}</p>
  return (
    <section data-testid="donor-history-panel" style={{ margin: '1.5rem 0' }}>
      <h3>{t.title(data.email)}</h3>
      {notice && <p role="status">{notice}</p>}
      {/* On a phone the table scrolls in its own box, not the whole page. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {t.columns.map((h, i) => (
                <th key={i} style={cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.history.map((e) => (
              <tr key={e.key}>
                <td style={cell}>{e.at.slice(0, 10)}</td>
                <td style={cell}>{e.lines.map((l) => l.purpose).join(', ')}</td>
                <td style={cell}>{money(e.amountCents, e.currency)}</td>
                <td style={cell}>{money(e.feeCents, e.currency)}</td>
                <td style={cell}>{money(e.netCents, e.currency)}</td>
                <td style={cell}>
                  {e.brand} {e.last4}
                </td>
                <td style={cell}>{named(t.statuses, e.status)}</td>
                <td style={cell}>
                  {e.donationId !== null && (
                    <button type="button" onClick={() => resend({ donationId: e.donationId! })}>
                      {t.resendReceipt(e.donationId)}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>{t.statements}</h4>
      <p>
        {data.years.map((y) => (
          <button key={y} type="button" onClick={() => resend({ email: data.email, year: y })}>
            {t.resendStatement(y)}
          </button>
        ))}
      </p>
      <h4>{t.plans}</h4>
      <ul>
        {data.plans.map((p) => (
          <li key={p.id}>
            #{p.id} {p.purpose}: {money(p.amountCents, p.currency)} {named(t.repeats, p.repeatType)}
            , {named(t.statuses, p.status)}
          </li>
        ))}
      </ul>
      <h4>{t.log}</h4>
      <ul>
        {data.actions.map((a, i) => (
          <li key={i}>
            {a.at.slice(0, 16).replace('T', ' ')} {t.utc}, {a.actor}: {a.action} {a.detail}
          </li>
        ))}
      </ul>
    </section>
  )
}
