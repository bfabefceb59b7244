'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { readApiError } from '@/lib/forms/error-body'
import type { ActionResult, VoteLinkRow } from '../results.server'

type Data = { links: VoteLinkRow[]; results: ActionResult[]; csv: string; status: string }
const NOT_LOADED = 'The votes could not be loaded.'

/**
 * Back-office panel of a meeting (issue 9): the signed vote link of every
 * invited member, the results per action and the CSV export.
 */
export function VotingPanel() {
  const { id } = useDocumentInfo()
  const [data, setData] = useState<Data | null>(null)
  const [error, setError] = useState('')

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
  }, [id])

  if (!id) return <p>Save the meeting to get the vote links.</p>
  if (error) return <p role="alert">{error}</p>
  if (!data) return <p>Loading votes…</p>

  return (
    <section data-testid="voting-panel" style={{ margin: '1.5rem 0' }}>
      <h3>Vote links</h3>
      <p>
        Send each invited member their own link. Saved changes to the invitees appear after a
        reload.
      </p>
      <table style={{ width: '100%' }}>
        <thead>
          <tr>
            <th align="left">Member</th>
            <th align="left">Link (signature required)</th>
            <th align="left">Link (no signature)</th>
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
                <input
                  readOnly
                  value={l.withoutSignature}
                  aria-label={`Vote link without signature for ${l.name}`}
                  style={{ width: '100%' }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 style={{ marginTop: '1.5rem' }}>Results</h3>
      <p>
        <a href={data.csv} download>
          Export votes as CSV
        </a>
      </p>
      <table style={{ width: '100%' }} data-testid="voting-results">
        <thead>
          <tr>
            <th align="left">Action</th>
            <th align="left">Accept</th>
            <th align="left">Reject</th>
            <th align="left">Votes</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((r) => (
            <tr key={r.actionId} data-action={r.actionId}>
              <td>
                {r.name}
                <br />
                <small>
                  {r.agenda} · {r.actionId}
                </small>
              </td>
              <td>{r.accept}</td>
              <td>{r.reject}</td>
              <td>
                <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                  {r.voters.map((v) => (
                    <li key={`${v.member}-${v.votedAt}`}>
                      {v.member}: {v.vote === 'accept' ? 'Accepted' : 'Rejected'} at{' '}
                      {new Date(v.votedAt).toLocaleString()}
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
    </section>
  )
}
