'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { formatTime } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import type { Attendance } from '../attendance.server'
import type { AuditRow } from '../audit.server'
import type { ResultLine } from '../mails'
import { outcomeText, TIE_RULE } from '../quorum'
import type { ActionResult, VoteLinkRow } from '../results.server'
import { AuditTrail, useMeetingAction } from './MeetingControls'

type LinkState = VoteLinkRow & { sentAt: string | null; deliveryError: string | null }
type Data = {
  links: LinkState[]
  results: ActionResult[]
  outcomes: ResultLine[]
  audit: AuditRow[]
  csv: string
  status: string
  deadline: string | null
  turnout: string
  attendance: Attendance
  timeZone: string
}
const NOT_LOADED = 'The votes could not be loaded.'

/**
 * Back-office panel of a meeting: the signed vote link of every
 * invited member with its mail state, the secretary's actions (send, resend,
 * revoke, close), the results per action with their outcome, the CSV export
 * and the audit trail.
 */
export function VotingPanel() {
  const { id } = useDocumentInfo()
  const [data, setData] = useState<Data | null>(null)
  const [error, setError] = useState('')
  const [reload, setReload] = useState(0)
  const { busy, notice, run } = useMeetingAction(id ?? '', () => setReload((n) => n + 1))

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`/api/content/staff/votes/${id}`, { credentials: 'include' })
      .then(async (res) => {
        const failure = res.ok ? null : await readApiError(res)
        const data = res.ok ? ((await res.json()) as { data?: Data }).data : undefined
        if (!live) return
        if (data) setData(data)
        else setError(failure?.message ?? NOT_LOADED)
      })
      .catch(() => live && setError(NOT_LOADED))
    return () => {
      live = false
    }
  }, [id, reload])

  if (!id) return <p>Save the meeting to get the vote links.</p>
  if (error) return <p role="alert">{error}</p>
  if (!data) return <p>Loading votes…</p>

  const open = data.status !== 'closed'
  const at = (iso: string) => formatTime(iso, 'en', { zone: true, timeZone: data.timeZone })
  const names = (xs: string[]) => (xs.length ? xs.join(', ') : 'none')
  return (
    <section data-testid="voting-panel" style={{ margin: '1.5rem 0' }}>
      <h3>Vote links</h3>
      <p>
        {open ? 'Open for voting' : 'Closed'}
        {data.deadline ? ` · deadline ${at(data.deadline)}` : ''}. Saved changes to the invitees and
        settings appear after a reload.
      </p>
      <p data-testid="turnout">
        <strong>{data.turnout}</strong>
      </p>
      <p data-testid="attendance">
        Voted: {names(data.attendance.voted)} · Not voted: {names(data.attendance.notVoted)}
        {data.attendance.revoked.length ? ` · Link revoked: ${names(data.attendance.revoked)}` : ''}
      </p>
      {open ? (
        <p style={{ display: 'flex', gap: '0.5rem' }}>
          <button type="button" disabled={busy} onClick={() => run({ action: 'invite' })}>
            Send invitations
          </button>
          <button type="button" disabled={busy} onClick={() => run({ action: 'close' })}>
            Close the meeting
          </button>
        </p>
      ) : null}
      {notice ? (
        <p role="status" data-testid="meeting-notice">
          {notice}
        </p>
      ) : null}
      <table style={{ width: '100%' }}>
        <thead>
          <tr>
            <th align="left">Member</th>
            <th align="left">Link (signature required)</th>
            <th align="left">Link (no signature)</th>
            <th align="left">Mail</th>
          </tr>
        </thead>
        <tbody>
          {data.links.map((l) => (
            <tr key={l.memberId} data-member={l.memberId}>
              <td>{l.name}</td>
              <td>
                <input
                  readOnly
                  value={l.withSignature}
                  aria-label={`Vote link with signature for ${l.name}`}
                  style={{ width: '100%' }}
                />
              </td>
              <td>
                {l.withoutSignature ? (
                  <input
                    readOnly
                    value={l.withoutSignature}
                    aria-label={`Vote link without signature for ${l.name}`}
                    style={{ width: '100%' }}
                  />
                ) : (
                  'None: this meeting requires a signature'
                )}
              </td>
              <td>
                {l.deliveryError ? (
                  <strong data-testid="delivery-error">Not delivered: {l.deliveryError}</strong>
                ) : l.sentAt ? (
                  `Sent ${at(l.sentAt)}`
                ) : (
                  'Not sent'
                )}
                {open ? (
                  <>
                    <br />
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Resend the link to ${l.name}`}
                      onClick={() => run({ action: 'resend', member: l.memberId })}
                    >
                      Resend
                    </button>{' '}
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Revoke the link of ${l.name}`}
                      onClick={() => run({ action: 'revoke', member: l.memberId })}
                    >
                      Revoke link
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 style={{ marginTop: '1.5rem' }}>Results</h3>
      <p>
        <a href={data.csv} download>
          Export votes as CSV
        </a>{' '}
        ·{' '}
        <a href={`/api/content/staff/minutes.pdf?meeting=${id}&lang=en`} download>
          Minutes (PDF, English)
        </a>{' '}
        ·{' '}
        <a href={`/api/content/staff/minutes.pdf?meeting=${id}&lang=ar`} download>
          Minutes (PDF, Arabic)
        </a>
      </p>
      <table style={{ width: '100%' }} data-testid="voting-results">
        <thead>
          <tr>
            <th align="left">Action</th>
            <th align="left">Accept</th>
            <th align="left">Reject</th>
            <th align="left">Outcome</th>
            <th align="left">Votes</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((r, i) => (
            <tr key={r.actionId} data-action={r.actionId}>
              <td>
                {r.name}
                <br />
                <small>
                  Decision {i + 1} · {r.agenda}
                </small>
              </td>
              <td>{r.accept}</td>
              <td>{r.reject}</td>
              <td>
                {data.outcomes[i] ? outcomeText('en', data.outcomes[i]) : ''}
                {open ? ' (so far)' : ''}
              </td>
              <td>
                <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                  {r.voters.map((v) => (
                    <li key={`${v.member}-${v.votedAt}`}>
                      {v.member}: {v.vote === 'accept' ? 'Accepted' : 'Rejected'} at {at(v.votedAt)}
                      {v.comment ? ` — “${v.comment}”` : ''}
                      {v.signatureUrl ? (
                        <>
                          {' '}
                          <a href={v.signatureUrl} target="_blank" rel="noreferrer">
                            signature
                          </a>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{TIE_RULE.en}</p>
      <AuditTrail rows={data.audit} timeZone={data.timeZone} />
    </section>
  )
}
