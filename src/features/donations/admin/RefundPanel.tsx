'use client'

import { Button, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { storedCents } from '../fees'
import { refundSchema } from '../staff/refund-schema'
import { DONATION_PANEL_TEXTS, panelLang } from './texts'

const newRequestId = () => crypto.randomUUID()

/**
 * Back office, on a donation's page (issue 20 item 6, decision 0042): the treasurer refunds the
 * whole gift or a part. The amount is checked with the endpoint's own schema against what is left;
 * a confirm step names the amount and the donor before anything is sent. The request id is made
 * when the form opens and kept until a refund succeeds, so a double click or a retry after an
 * error refunds once. In the admin's language (texts.ts).
 */
export function RefundPanel() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const lang = panelLang(i18n.language)
  const { money, refund: t } = DONATION_PANEL_TEXTS[lang]
  // The gift's own currency (decision 0113): a refund of pounds is shown in pounds.
  const currency = useFormFields(([f]) => (f.currency?.value === 'EGP' ? 'EGP' : 'USD'))
  const inCurrency = (cents: number) => money(cents, currency)
  // Stored in cents (decision 0094).
  const total = useFormFields(([f]) => storedCents(f.total?.value as number | undefined))
  const refunded = useFormFields(([f]) => storedCents(f.refunded?.value as number | undefined))
  const donor = useFormFields(([f]) => String(f.donorName?.value ?? ''))
  // How it was paid (decision 0128): a wallet is refunded to the wallet; cash cannot be.
  const paidWith = useFormFields(([f]) => String(f['card.brand']?.value ?? ''))
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
    return <p data-testid="refund-panel">{t.refundedInFull(inCurrency(refunded))}</p>
  }
  if (paidWith === 'kiosk') return <p data-testid="refund-panel">{t.kiosk}</p>

  function check() {
    setError('')
    // Limits and messages in the gift's currency and the admin's language.
    const parsed = refundSchema(left, currency, lang).safeParse({
      donationId: id,
      amount,
      requestId,
    })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.checkAmount)
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
    if (!res) return setError(t.notSent)
    if (!res.ok) return setError((await readApiError(res)).message ?? `HTTP ${res.status}`)
    const body = (await res.json()) as { data?: { message?: string } }
    setNotice(t.mailed(body.data?.message ?? t.made))
    setRequestId(newRequestId())
    setConfirming(null)
    // The form's fields (status, refunded) are the server's: read them again.
    window.setTimeout(() => window.location.reload(), 1200)
  }

  return (
    <section data-testid="refund-panel" style={{ margin: '1.5rem 0' }}>
      <h3>{t.title}</h3>
      <p>{t.summary(inCurrency(refunded), inCurrency(total), inCurrency(left))}</p>
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
          {t.open}
        </Button>
      ) : confirming === null ? (
        // Not a <form>: the panel sits inside the document's own form, and forms do not nest.
        // Wraps on a phone rather than widening the page.
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <label htmlFor="refund-amount">{t.amountLabel(currency)}</label>{' '}
          <input
            id="refund-amount"
            data-currency={currency}
            style={{ maxWidth: '100%' }}
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
            {t.continue}
          </Button>{' '}
          <Button buttonStyle="secondary" onClick={() => setOpen(false)}>
            {t.cancel}
          </Button>
        </div>
      ) : (
        <div>
          <p>
            {t.confirmQuestion(inCurrency(confirming), String(id), donor, paidWith === 'wallet')}
          </p>
          <Button disabled={busy} onClick={() => send(confirming)}>
            {t.confirm(inCurrency(confirming))}
          </Button>{' '}
          <Button buttonStyle="secondary" disabled={busy} onClick={() => setConfirming(null)}>
            {t.back}
          </Button>
        </div>
      )}
    </section>
  )
}
