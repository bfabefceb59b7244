'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { formatTime } from '@/lib/clock'
import { readApiError } from '@/lib/forms/error-body'
import type { Attendance } from '../attendance.server'
import type { AuditRow } from '../audit.server'
import type { ResultLine } from '../mails'
import { outcomeText, TIE_RULE, turnoutText } from '../quorum'
import type { ActionResult, VoteLinkRow } from '../results.server'
import { AuditTrail, START, useMeetingAction } from './MeetingControls'
import { panelLang, VOTING_PANEL_TEXTS } from './panel-texts'

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

/**
 * Back-office panel of a meeting: the signed vote link of every
 * invited member with its mail state, the secretary's actions (send, resend,
 * revoke, close), the results per action with their outcome, the CSV export
 * and the audit trail. In the admin's language (panel-texts.ts).
 */
export function VotingPanel() {
  const { id } = useDocumentInfo()
  const lang = panelLang(useTranslation().i18n.language)
  const t = VOTING_PANEL_TEXTS[lang]
  const NOT_LOADED = t.notLoaded
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
  }, [id, reload, NOT_LOADED])

  if (!id) return <p>{t.saveFirst}</p>
  if (error) return <p role="alert">{error}</p>
  if (!data) return <p>{t.loading}</p>

  const open = data.status !== 'closed'
  const at = (iso: string) => formatTime(iso, lang, { zone: true, timeZone: data.timeZone })
  const names = (xs: string[]) => (xs.length ? xs.join(lang === 'ar' ? '، ' : ', ') : t.none)
  const a = data.attendance
  // The server words the turnout in English; in Arabic it is worded here from the same counts.
  const turnout =
    lang === 'ar'
      ? turnoutText('ar', { voted: a.voted.length, invited: a.invited, needed: a.needed })
      : data.turnout
  return (
    <section data-testid="voting-panel" style={{ margin: '1.5rem 0' }}>
      <h3>{t.voteLinks}</h3>
      <p>
        {open ? t.open : t.closed}
        {data.deadline ? t.deadline(at(data.deadline)) : ''}
        {t.reloadNote}
      </p>
      <p data-testid="turnout">
        <strong>{turnout}</strong>
      </p>
      <p data-testid="attendance">
        {t.voted}: {names(a.voted)} · {t.notVoted}: {names(a.notVoted)}
        {a.revoked.length ? ` · ${t.revoked}: ${names(a.revoked)}` : ''}
      </p>
      {open ? (
        <p style={{ display: 'flex', gap: '0.5rem' }}>
          <button type="button" disabled={busy} onClick={() => run({ action: 'invite' })}>
            {t.sendInvitations}
          </button>
          <button type="button" disabled={busy} onClick={() => run({ action: 'close' })}>
            {t.closeMeeting}
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
            <th style={START}>{t.member}</th>
            <th style={START}>{t.withSignature}</th>
            <th style={START}>{t.withoutSignature}</th>
            <th style={START}>{t.mail}</th>
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
                  aria-label={t.linkWithSignatureFor(l.name)}
                  style={{ width: '100%' }}
                />
              </td>
              <td>
                {l.withoutSignature ? (
                  <input
                    readOnly
                    value={l.withoutSignature}
                    aria-label={t.linkWithoutSignatureFor(l.name)}
                    style={{ width: '100%' }}
                  />
                ) : (
                  t.noLinkWithoutSignature
                )}
              </td>
              <td>
                {l.deliveryError ? (
                  <strong data-testid="delivery-error">
                    {t.notDelivered} {l.deliveryError}
                  </strong>
                ) : l.sentAt ? (
                  t.sent(at(l.sentAt))
                ) : (
                  t.notSent
                )}
                {open ? (
                  <>
                    <br />
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={t.resendTo(l.name)}
                      onClick={() => run({ action: 'resend', member: l.memberId })}
                    >
                      {t.resend}
                    </button>{' '}
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={t.revokeOf(l.name)}
                      onClick={() => run({ action: 'revoke', member: l.memberId })}
                    >
                      {t.revokeLink}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 style={{ marginTop: '1.5rem' }}>{t.results}</h3>
      <p>
        <a href={data.csv} download>
          {t.exportCsv}
        </a>{' '}
        ·{' '}
        <a href={`/api/content/staff/minutes.pdf?meeting=${id}&lang=en`} download>
          {t.minutesEn}
        </a>{' '}
        ·{' '}
        <a href={`/api/content/staff/minutes.pdf?meeting=${id}&lang=ar`} download>
          {t.minutesAr}
        </a>
      </p>
      <table style={{ width: '100%' }} data-testid="voting-results">
        <thead>
          <tr>
            <th style={START}>{t.action}</th>
            <th style={START}>{t.accept}</th>
            <th style={START}>{t.reject}</th>
            <th style={START}>{t.outcome}</th>
            <th style={START}>{t.votes}</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((r, i) => (
            <tr key={r.actionId} data-action={r.actionId}>
              <td>
                {r.name}
                <br />
                <small>
                  {t.decision(i + 1)} · {r.agenda}
                </small>
              </td>
              <td>{r.accept}</td>
              <td>{r.reject}</td>
              <td>
                {data.outcomes[i] ? outcomeText(lang, data.outcomes[i]) : ''}
                {open ? t.soFar : ''}
              </td>
              <td>
                <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
                  {r.voters.map((v) => (
                    <li key={`${v.member}-${v.votedAt}`}>
                      {v.member}: {v.vote === 'accept' ? t.accepted : t.rejected}
                      {t.votedAt(at(v.votedAt))}
                      {v.comment ? ` — “${v.comment}”` : ''}
                      {v.signatureUrl ? (
                        <>
                          {' '}
                          <a href={v.signatureUrl} target="_blank" rel="noreferrer">
                            {t.signature}
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
      <p>{TIE_RULE[lang]}</p>
      <AuditTrail rows={data.audit} timeZone={data.timeZone} />
    </section>
  )
}
