import 'server-only'
import type { Payload } from 'payload'
import type { BoardMember, Meeting, MeetingInvitation } from '@/payload-types'
import { audit, type Actor } from './audit.server'
import { invitationOf } from './links.server'
import { invitationMail, type Mail, type MailLang } from './mails'
import { idOf, inviteeIds } from './meeting.server'
import { voteLinkPath } from './token'
import type { SigningKeys } from '@/lib/security/keys'
import { poolOf } from '@/lib/db/pool.server'

/**
 * Invitation mails and link revocation. Each invited member has one
 * `meeting-invitations` row holding their link version, the last mail and its
 * delivery failure.
 */

/** The member's invitation row, created on first use (the unique index settles a race). */
export async function ensureInvitation(
  payload: Payload,
  meetingId: number,
  memberId: number,
): Promise<MeetingInvitation> {
  await poolOf(payload).query(
    `INSERT INTO meeting_invitations (meeting_id, member_id, link_version)
     VALUES ($1, $2, 0) ON CONFLICT (meeting_id, member_id) DO NOTHING`,
    [meetingId, memberId],
  )
  const row = await invitationOf(payload, meetingId, memberId)
  if (!row) throw new Error(`invitation of member ${memberId} on meeting ${meetingId} not stored`)
  return row
}

export type LinkSettings = { keys: SigningKeys; origin: string }

/**
 * The member's current link, with or without signature as the meeting says, opening the vote
 * page in the member's language (`lang`: the language of the mail it goes in).
 */
export function memberLink(
  m: Meeting,
  memberId: number,
  version: number,
  s: LinkSettings,
  lang: MailLang = 'en',
): string {
  const needSignature = m.linkKind === 'no-signature' ? '0' : '1'
  const path = voteLinkPath(
    s.keys,
    { meeting: String(m.id), user: String(memberId), needSignature },
    version,
    lang,
  )
  return `${s.origin}${path}`
}

export async function loadMember(payload: Payload, id: number): Promise<BoardMember | null> {
  try {
    return await payload.findByID({
      collection: 'board-members',
      id,
      depth: 0,
      overrideAccess: true,
    })
  } catch {
    return null
  }
}

export const langOf = (m: BoardMember | null): MailLang => (m?.language === 'ar' ? 'ar' : 'en')
export const meetingInfo = (m: Meeting) => ({
  meetingId: m.meetingId,
  date: (m.date ?? '').slice(0, 10),
  time: m.time,
  deadline: m.deadline,
  // The decisions to vote on, by title (never by id), in their order (issue 46).
  decisions: (m.agendas ?? []).flatMap((a) => (a.actions ?? []).map((x) => x.nameEn)),
})

/** Sends a mail; answers the failure's message (no addresses or links in it) or null. */
export async function trySend(
  payload: Payload,
  to: string,
  mail: Mail & { attachments?: { filename: string; content: Buffer; contentType: string }[] },
): Promise<string | null> {
  try {
    await payload.sendEmail({ to, ...mail })
    return null
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`[meetings] mail not delivered: ${reason}`)
    return reason.slice(0, 300) || 'The mail could not be delivered.'
  }
}

export type SendResult = { memberId: number; sent: boolean; error?: string }

/** Mails one invited member their link; records the delivery or its failure on the row and in the trail. */
export async function sendInvitation(
  payload: Payload,
  m: Meeting,
  memberId: number,
  s: LinkSettings & { actor: Actor; resend: boolean },
): Promise<SendResult> {
  const row = await ensureInvitation(payload, m.id, memberId)
  const member = await loadMember(payload, memberId)
  const lang = langOf(member)
  const error = !member?.email
    ? 'The member has no e-mail address.'
    : await trySend(
        payload,
        member.email,
        invitationMail(
          lang,
          member.fullname,
          meetingInfo(m),
          memberLink(m, memberId, row.linkVersion, s, lang),
        ),
      )
  await poolOf(payload).query(
    `UPDATE meeting_invitations SET sent_at = CASE WHEN $2::text IS NULL THEN now() ELSE sent_at END,
       delivery_error = $2, updated_at = now() WHERE id = $1`,
    [row.id, error],
  )
  await audit(payload, {
    meeting: m.id,
    event: error ? 'delivery-failed' : s.resend ? 'link-resent' : 'link-sent',
    actor: s.actor,
    member: memberId,
    detail: error ?? `${lang} mail`,
  })
  return error ? { memberId, sent: false, error } : { memberId, sent: true }
}

export async function sendInvitations(
  payload: Payload,
  m: Meeting,
  s: LinkSettings & { actor: Actor },
): Promise<SendResult[]> {
  const results: SendResult[] = []
  for (const id of inviteeIds(m))
    results.push(await sendInvitation(payload, m, id, { ...s, resend: false }))
  return results
}

/** Raises the member's link version: every link sent before stops working. */
export async function revokeLink(
  payload: Payload,
  m: Meeting,
  memberId: number,
  actor: Actor,
): Promise<number> {
  await ensureInvitation(payload, m.id, memberId)
  const res = await poolOf(payload).query<{ link_version: string }>(
    `UPDATE meeting_invitations SET link_version = link_version + 1, sent_at = NULL,
       reminder_sent_at = NULL, updated_at = now()
     WHERE meeting_id = $1 AND member_id = $2 RETURNING link_version`,
    [m.id, memberId],
  )
  const version = Number(res.rows[0]?.link_version ?? 0)
  await audit(payload, {
    meeting: m.id,
    event: 'link-revoked',
    actor,
    member: memberId,
    detail: `link version ${version}`,
  })
  return version
}

/** The link version and mail state of each invitee, for the back office. */
export async function invitationsOf(
  payload: Payload,
  m: Meeting,
): Promise<Map<number, MeetingInvitation>> {
  const res = await payload.find({
    collection: 'meeting-invitations',
    where: { meeting: { equals: m.id } },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(res.docs.map((d) => [idOf(d.member) ?? 0, d]))
}
