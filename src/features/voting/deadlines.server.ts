import 'server-only'
import type { Payload } from 'payload'
import { SYSTEM_ACTOR, audit } from './audit.server'
import { announceResults, claimClosing } from './closing.server'
import { langOf, loadMember, meetingInfo, memberLink, trySend } from './invitations.server'
import { reminderMail } from './mails'
import { findMeeting } from './meeting.server'
import { siteUrl } from '@/lib/env'
import { linkKeys } from '@/lib/runtime-config'
import { poolOf } from '@/lib/db/pool.server'

/**
 * The scheduled part of board meetings (issue 21, task in jobs.ts): reminders
 * to members who have not voted, `reminderHours` before the deadline, then
 * closing the meetings whose deadline has passed.
 */

/**
 * Claims the due reminders: the UPDATE sets reminder_sent_at only where it is
 * still NULL and returns the rows it changed, so two instances running at the
 * same minute never both get a row. Only members whose invitation was mailed,
 * who are still invited and have no vote on the meeting are reminded.
 */
export async function claimReminders(
  payload: Payload,
  now: Date,
): Promise<{ meetingId: number; memberId: number; version: number }[]> {
  const res = await poolOf(payload).query<{
    meeting_id: number
    member_id: number
    link_version: string
  }>(
    `UPDATE meeting_invitations i SET reminder_sent_at = $1, updated_at = now()
     FROM meetings m
     WHERE i.meeting_id = m.id AND i.reminder_sent_at IS NULL AND i.sent_at IS NOT NULL
       AND m.status = 'open' AND m.deadline IS NOT NULL AND COALESCE(m.reminder_hours, 0) > 0
       AND m.deadline > $1 AND m.deadline - make_interval(secs => m.reminder_hours * 3600) <= $1
       AND EXISTS (SELECT 1 FROM meetings_rels r WHERE r.parent_id = m.id
                   AND r.path = 'invitees' AND r.board_members_id = i.member_id)
       AND NOT EXISTS (SELECT 1 FROM votes v WHERE v.meeting_id = m.id AND v.member_id = i.member_id)
     RETURNING i.meeting_id, i.member_id, i.link_version`,
    [now.toISOString()],
  )
  return res.rows.map((r) => ({
    meetingId: Number(r.meeting_id),
    memberId: Number(r.member_id),
    version: Number(r.link_version),
  }))
}

export async function sendDueReminders(payload: Payload, now: Date): Promise<number> {
  const links = { keys: linkKeys(), origin: siteUrl() }
  let sent = 0
  for (const r of await claimReminders(payload, now)) {
    const [m, member] = await Promise.all([
      findMeeting(payload, String(r.meetingId)),
      loadMember(payload, r.memberId),
    ])
    if (!m || !member?.email) continue
    const lang = langOf(member)
    const link = memberLink(m, r.memberId, r.version, links, lang)
    const error = await trySend(
      payload,
      member.email,
      reminderMail(lang, member.fullname, meetingInfo(m), link),
    )
    await audit(payload, {
      meeting: m.id,
      event: error ? 'delivery-failed' : 'reminder-sent',
      actor: SYSTEM_ACTOR,
      member: r.memberId,
      detail: error ?? 'reminder',
    })
    if (!error) sent += 1
  }
  return sent
}

export async function runMeetingDeadlines(
  payload: Payload,
  now: Date = new Date(),
): Promise<{ reminded: number; closed: number }> {
  const reminded = await sendDueReminders(payload, now)
  const closed = await claimClosing(payload, { dueAt: now })
  for (const id of closed) await announceResults(payload, id, SYSTEM_ACTOR)
  return { reminded, closed: closed.length }
}
