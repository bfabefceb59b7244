import 'server-only'
import type { Payload } from 'payload'
import type { Meeting, MeetingInvitation } from '@/payload-types'
import { parseId } from '@/lib/ids'
import { VOTING_ERRORS, signatureRequired } from './rules'
import { verifyVoteLink, type VoteLinkParams } from './token'
import { findMeeting, inviteeIds, refuse, type Refusal } from './meeting.server'
import type { SigningKeys } from '@/lib/security/keys'

/**
 * The lifetime of a vote link: it must be signed with the member's
 * current link version, the member must be invited, and the meeting must be
 * open and before its deadline. The page, meeting-details and
 * accept-multiple-actions all ask this one function.
 */
export type LinkCheck = { kind: 'ok'; meeting: Meeting; memberId: number } | Refusal

export async function invitationOf(
  payload: Payload,
  meetingId: number,
  memberId: number,
): Promise<MeetingInvitation | undefined> {
  const res = await payload.find({
    collection: 'meeting-invitations',
    where: { and: [{ meeting: { equals: meetingId } }, { member: { equals: memberId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs[0]
}

/** Whether voting on the meeting has ended: closed, or its deadline has passed. */
export function votingEnded(m: Meeting, now: Date = new Date()): false | 'closed' | 'expired' {
  if (m.status === 'closed') return 'closed'
  if (m.deadline && new Date(m.deadline).getTime() <= now.getTime()) return 'expired'
  return false
}

/**
 * A meeting "with signature" (the default, also for meetings older than the setting) takes only
 * links that ask for the signature: its no-signature link, though signed by us, let a vote in
 * without one. A no-signature meeting takes both (the signature only adds proof).
 */
export const acceptsLinkKind = (m: Meeting, link: VoteLinkParams): boolean =>
  m.linkKind === 'no-signature' || signatureRequired(link.needSignature)

export async function checkVoteLink(
  payload: Payload,
  keys: SigningKeys,
  link: VoteLinkParams,
  token: unknown,
  now: Date = new Date(),
): Promise<LinkCheck> {
  const meeting = await findMeeting(payload, link.meeting)
  const memberId = parseId(link.user)
  if (!meeting || !memberId) {
    // An unknown meeting is told apart only for a link we signed.
    if (!verifyVoteLink(keys, link, token)) return refuse(403, VOTING_ERRORS.badToken)
    return meeting
      ? refuse(403, VOTING_ERRORS.notInvited)
      : refuse(404, 'The meeting was not found.')
  }
  const version = (await invitationOf(payload, meeting.id, memberId))?.linkVersion ?? 0
  if (!verifyVoteLink(keys, link, token, version)) {
    for (let v = 0; v < version; v += 1)
      if (verifyVoteLink(keys, link, token, v)) return refuse(403, VOTING_ERRORS.revoked)
    return refuse(403, VOTING_ERRORS.badToken)
  }
  if (!inviteeIds(meeting).includes(memberId)) return refuse(403, VOTING_ERRORS.notInvited)
  const ended = votingEnded(meeting, now)
  if (ended) return refuse(403, ended === 'closed' ? VOTING_ERRORS.closed : VOTING_ERRORS.expired)
  if (!acceptsLinkKind(meeting, link)) return refuse(403, VOTING_ERRORS.badToken)
  return { kind: 'ok', meeting, memberId }
}
