'use client'

import { useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { formatTime } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import type { MeetingAction } from '../schema'
import type { AuditRow } from '../audit.server'
import { panelLang, VOTING_PANEL_TEXTS } from './panel-texts'

// Headers at the reading start: left in English, right in Arabic.
export const START = { textAlign: 'start' } as const

type Sent = { memberId: number; sent: boolean; error?: string }

/**
 * Sends one of the secretary's actions and answers a line for the
 * panel, in the admin's language; `done` reloads the panel's data.
 */
export function useMeetingAction(meetingId: string | number, done: () => void) {
  const t = VOTING_PANEL_TEXTS[panelLang(useTranslation().i18n.language)]
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  async function run(body: MeetingAction) {
    setBusy(true)
    setNotice('')
    try {
      const res = await apiFetch(`/api/content/staff/meetings/${meetingId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!res.ok) {
        setNotice((await readApiError(res)).message ?? `HTTP ${res.status}`)
        return
      }
      const data = ((await res.json()) as { data?: { sent?: Sent[] } }).data
      if (body.action === 'close') setNotice(t.closedMailed)
      else if (body.action === 'revoke') setNotice(t.revokedNotice)
      else {
        const sent = data?.sent ?? []
        const failed = sent.filter((s) => !s.sent).length
        setNotice(t.mailsSent(sent.length - failed, failed))
      }
      done()
    } catch {
      setNotice(t.notSentAction)
    } finally {
      setBusy(false)
    }
  }
  return { busy, notice, run }
}

/** The meeting's audit trail, oldest first (read-only), in the admin's language. */
export function AuditTrail({ rows, timeZone }: { rows: AuditRow[]; timeZone: string }) {
  const lang = panelLang(useTranslation().i18n.language)
  const t = VOTING_PANEL_TEXTS[lang]
  return (
    <>
      <h3 style={{ marginTop: '1.5rem' }}>{t.auditTrail}</h3>
      {rows.length === 0 ? (
        <p>{t.nothingYet}</p>
      ) : (
        <table style={{ width: '100%' }} data-testid="meeting-audit">
          <thead>
            <tr>
              <th style={START}>{t.when}</th>
              <th style={START}>{t.what}</th>
              <th style={START}>{t.member}</th>
              <th style={START}>{t.by}</th>
              <th style={START}>{t.detail}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-event={r.event}>
                <td>{formatTime(r.at, lang, { zone: true, timeZone })}</td>
                <td>{t.events[r.event]}</td>
                <td>{r.member}</td>
                <td>{r.actor}</td>
                <td>{r.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
