import 'server-only'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import type { Meeting } from '@/payload-types'
import { audit, type Actor } from './audit.server'
import { langOf, loadMember, meetingInfo, trySend } from './invitations.server'
import { resultsMail, type ResultLine } from './mails'
import { findMeeting, inviteeIds } from './meeting.server'
import { outcome, quorumNeeded } from './quorum'
import { meetingResults } from './results.server'

/**
 * Closing a meeting (issue 21): by the secretary or at the deadline. The
 * status moves from open to closed in one conditional UPDATE, so only one
 * closer (a click, or the job in any app instance) mails the results.
 */
const poolOf = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool

export async function meetingOutcomes(payload: Payload, m: Meeting): Promise<ResultLine[]> {
  const needed = quorumNeeded(m.quorumType, m.quorum, inviteeIds(m).length)
  return (await meetingResults(payload, m)).map((r) => ({
    name: r.name,
    accept: r.accept,
    reject: r.reject,
    outcome: outcome(r.accept, r.reject, needed),
  }))
}

/** Claims open meetings (one id, or all past their deadline); answers the ids this call closed. */
export async function claimClosing(
  payload: Payload,
  which: { id: number } | { dueAt: Date },
): Promise<number[]> {
  const res =
    'id' in which
      ? await poolOf(payload).query<{ id: number }>(
          `UPDATE meetings SET status = 'closed', closed_at = now(), updated_at = now()
           WHERE id = $1 AND status = 'open' RETURNING id`,
          [which.id],
        )
      : await poolOf(payload).query<{ id: number }>(
          `UPDATE meetings SET status = 'closed', closed_at = now(), updated_at = now()
           WHERE status = 'open' AND deadline IS NOT NULL AND deadline <= $1 RETURNING id`,
          [which.dueAt.toISOString()],
        )
  return res.rows.map((r) => Number(r.id))
}

/** After a claim: the trail entry and the results mail to every invitee. */
export async function announceResults(
  payload: Payload,
  meetingId: number,
  actor: Actor,
): Promise<{ mailed: number; failed: number }> {
  const m = await findMeeting(payload, String(meetingId))
  if (!m) return { mailed: 0, failed: 0 }
  await audit(payload, { meeting: m.id, event: 'closed', actor })
  const lines = await meetingOutcomes(payload, m)
  let mailed = 0
  let failed = 0
  for (const id of inviteeIds(m)) {
    const member = await loadMember(payload, id)
    const error = !member?.email
      ? 'The member has no e-mail address.'
      : await trySend(
          payload,
          member.email,
          resultsMail(langOf(member), member.fullname, meetingInfo(m), lines),
        )
    if (error) failed += 1
    else mailed += 1
    await audit(payload, {
      meeting: m.id,
      event: error ? 'delivery-failed' : 'results-sent',
      actor,
      member: id,
      detail: error ?? 'results',
    })
  }
  return { mailed, failed }
}

/** The secretary's close: false when the meeting was already closed. */
export async function closeMeeting(payload: Payload, m: Meeting, actor: Actor): Promise<boolean> {
  const [claimed] = await claimClosing(payload, { id: m.id })
  if (claimed === undefined) return false
  await announceResults(payload, claimed, actor)
  return true
}
