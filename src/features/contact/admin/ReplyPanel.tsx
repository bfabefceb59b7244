'use client'

import {
  Banner,
  Button,
  FieldLabel,
  TextareaInput,
  useDocumentInfo,
  useTranslation,
} from '@payloadcms/ui'
import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { formatTime } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import { REPLY_TEXTS, replySchemaIn } from '../reply-schema'

interface ThreadEntry {
  id?: string | null
  text: string
  sentByEmail?: string | null
  sentAt: string
}

/**
 * Back office, on a contact message's page (issue 46 item 1): the replies already sent (who,
 * when, in Cairo time) and a box to write the next one. Sending mails it through the outbox
 * and keeps it on the message; the page then reloads so the form shows the new status.
 * In the staff member's admin language (decision 0119).
 */
export function ReplyPanel({ timeZone }: { timeZone?: string }) {
  const { id, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = REPLY_TEXTS[lang]
  const thread = (savedDocumentData?.replies ?? []) as ThreadEntry[]
  const to = String(savedDocumentData?.email ?? '')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!id) return null

  async function send() {
    setError('')
    const parsed = replySchemaIn(lang).safeParse({ text })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.tooShort)
    setBusy(true)
    try {
      const res = await apiFetch(`/api/content/staff/contact-replies/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      if (!res.ok) return setError((await readApiError(res)).message ?? t.notSent)
      window.location.reload()
    } catch {
      setError(t.notSent)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className="field-type"
      data-testid="reply-panel"
      aria-labelledby="reply-title"
      style={{ marginTop: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id="reply-title">{t.title}</h3>
      {thread.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="reply-thread" style={{ listStyle: 'none', padding: 0 }}>
          {thread.map((r, i) => (
            <li
              key={r.id ?? i}
              data-testid="reply"
              style={{
                borderInlineStart: '3px solid var(--theme-elevation-150)',
                paddingInlineStart: 'calc(var(--base) / 2)',
                marginBlockEnd: 'var(--base)',
              }}
            >
              <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>
                {t.sentBy(r.sentByEmail || t.aStaffMember)}{' '}
                <time dateTime={r.sentAt}>
                  {formatTime(r.sentAt, lang, { zone: true, timeZone })}
                </time>
              </p>
              <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.text}</p>
            </li>
          ))}
        </ol>
      )}
      <FieldLabel htmlFor="field-reply" label={t.replyTo(to)} />
      <TextareaInput
        path="reply"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        description={t.help}
      />
      {error && <Banner type="error">{error}</Banner>}
      <Button buttonStyle="primary" disabled={busy} onClick={send}>
        {busy ? t.sending : t.send}
      </Button>
    </section>
  )
}
