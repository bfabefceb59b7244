'use client'

import { Banner, Button, FieldLabel, TextareaInput, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { formatTime } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import { replySchema } from '../reply-schema'

interface ThreadEntry {
  id?: string | null
  text: string
  sentByEmail?: string | null
  sentAt: string
}

const NOT_SENT = 'The reply could not be sent. Check the connection and try again.'

/**
 * Back office, on a contact message's page (issue 46 item 1): the replies already sent (who,
 * when, in Cairo time) and a box to write the next one. Sending mails it through the outbox
 * and keeps it on the message; the page then reloads so the form shows the new status.
 */
export function ReplyPanel({ timeZone }: { timeZone?: string }) {
  const { id, savedDocumentData } = useDocumentInfo()
  const thread = (savedDocumentData?.replies ?? []) as ThreadEntry[]
  const to = String(savedDocumentData?.email ?? '')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!id) return null

  async function send() {
    setError('')
    const parsed = replySchema.safeParse({ text })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write the reply.')
    setBusy(true)
    try {
      const res = await apiFetch(`/api/content/staff/contact-replies/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      if (!res.ok) return setError((await readApiError(res)).message ?? NOT_SENT)
      window.location.reload()
    } catch {
      setError(NOT_SENT)
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
      <h3 id="reply-title">Replies</h3>
      {thread.length === 0 ? (
        <p>No reply has been sent yet.</p>
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
                Sent by {r.sentByEmail || 'a staff member'},{' '}
                <time dateTime={r.sentAt}>
                  {formatTime(r.sentAt, 'en', { zone: true, timeZone })}
                </time>
              </p>
              <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.text}</p>
            </li>
          ))}
        </ol>
      )}
      <FieldLabel htmlFor="field-reply" label={`Reply to ${to}`} />
      <TextareaInput
        path="reply"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        description="Mailed to the sender at once, from the charity's address; the message is marked answered."
      />
      {error && <Banner type="error">{error}</Banner>}
      <Button buttonStyle="primary" disabled={busy} onClick={send}>
        {busy ? 'Sending…' : 'Send reply'}
      </Button>
    </section>
  )
}
