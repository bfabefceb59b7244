'use client'

import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { formatTime } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import type { MeetingAction } from '../schema'
import type { AuditRow } from '../audit.server'

type Sent = { memberId: number; sent: boolean; error?: string }

/**
 * Sends one of the secretary's actions and answers a line for the
 * panel; `done` reloads the panel's data.
 */
export function useMeetingAction(meetingId: string | number, done: () => void) {
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
      if (body.action === 'close') setNotice('The meeting is closed; the results were mailed.')
      else if (body.action === 'revoke')
        setNotice('The old link no longer works. Send the new link with Resend.')
      else {
        const sent = data?.sent ?? []
        const failed = sent.filter((s) => !s.sent).length
        setNotice(
          `Mails sent: ${sent.length - failed}.` +
            (failed ? ` Not delivered: ${failed} (see the table).` : ''),
        )
      }
      done()
    } catch {
      setNotice('The action could not be sent. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return { busy, notice, run }
}

const EVENT_LABELS: Record<AuditRow['event'], string> = {
  'link-sent': 'Link sent',
  'link-resent': 'Link resent',
  'link-revoked': 'Link revoked',
  'delivery-failed': 'Mail not delivered',
  vote: 'Voted',
  're-vote': 'Voted again',
  'reminder-sent': 'Reminder sent',
  closed: 'Meeting closed',
  reopened: 'Meeting re-opened',
  'results-sent': 'Results mailed',
}

/** The meeting's audit trail, oldest first (read-only). */
export function AuditTrail({ rows, timeZone }: { rows: AuditRow[]; timeZone: string }) {
  return (
    <>
      <h3 style={{ marginTop: '1.5rem' }}>Audit trail</h3>
      {rows.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <table style={{ width: '100%' }} data-testid="meeting-audit">
          <thead>
            <tr>
              <th align="left">When</th>
              <th align="left">What</th>
              <th align="left">Member</th>
              <th align="left">By</th>
              <th align="left">Detail</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-event={r.event}>
                <td>{formatTime(r.at, 'en', { zone: true, timeZone })}</td>
                <td>{EVENT_LABELS[r.event]}</td>
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
