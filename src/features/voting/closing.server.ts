import 'server-only'
import type { Payload } from 'payload'
import type { Meeting } from '@/payload-types'
import { audit, type Actor } from './audit.server'
import { langOf, loadMember, meetingInfo, trySend } from './invitations.server'
import { resultsMail, type MailLang } from './mails'
import { findMeeting, inviteeIds } from './meeting.server'
import { minutesPdf } from './minutes.server'
import { meetingOutcomes } from './results.server'
import { poolOf } from '@/lib/db/pool.server'

/**
 * Closing a meeting: by the secretary or at the deadline. The
 * status moves from open to closed in one conditional UPDATE, so only one
 * closer (a click, or the job in any app instance) mails the results.
 */

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
  // The minutes go with the results, one PDF per language, made once (decision 0029).
  const minutes = new Map<MailLang, Promise<Buffer>>()
  const minutesIn = (lang: MailLang) => {
    if (!minutes.has(lang)) minutes.set(lang, minutesPdf(payload, m, lang))
    return minutes.get(lang)!
  }
  let mailed = 0
  let failed = 0
  for (const id of inviteeIds(m)) {
    const member = await loadMember(payload, id)
    const lang = langOf(member)
    const error = !member?.email
      ? 'The member has no e-mail address.'
      : await trySend(payload, member.email, {
          ...resultsMail(lang, member.fullname, meetingInfo(m), lines),
          attachments: [
            {
              filename: `minutes-${m.meetingId}-${lang}.pdf`,
              content: await minutesIn(lang),
              contentType: 'application/pdf',
            },
          ],
        })
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
