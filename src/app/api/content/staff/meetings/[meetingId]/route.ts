import { closeMeeting } from '@/features/voting/closing.server'
import { revokeLink, sendInvitation, sendInvitations } from '@/features/voting/invitations.server'
import { votingEnded } from '@/features/voting/links.server'
import { inviteeIds } from '@/features/voting/meeting.server'
import { MEETING_ACTION_TEXTS, meetingActionSchema } from '@/features/voting/schema'
import { staffMeeting } from '@/features/voting/staff.server'
import { readJsonBody } from '@/lib/api/body'
import { apiError, handler, ok } from '@/lib/api/http'
import { siteUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'
import { linkKeys } from '@/lib/runtime-config'

type Ctx = { params: Promise<{ meetingId: string }> }
const NO_STORE = { headers: { 'Cache-Control': 'private, no-store' } }

/**
 * The secretary's actions on a meeting, JSON {action, member?}:
 * invite (mail every invitee their link), resend (one member), revoke (one
 * member's link; a new one is shown and can be resent), close (and mail the results).
 */
export const POST = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const found = await staffMeeting(payload, req, (await params).meetingId)
  if ('refusal' in found) return found.refusal
  const T = MEETING_ACTION_TEXTS[found.lang]
  const parsed = meetingActionSchema.safeParse(await readJsonBody(req, 4096))
  if (!parsed.success) return apiError(422, T.invalid)
  const { meeting, actor } = found
  const body = parsed.data
  const links = { keys: linkKeys(), origin: siteUrl(), actor }

  if (body.action === 'close') {
    if (!(await closeMeeting(payload, meeting, actor))) return apiError(409, T.alreadyClosed)
    return ok({ status: 'closed' }, NO_STORE)
  }
  if (votingEnded(meeting)) return apiError(409, T.closed)
  if (body.action === 'invite')
    return ok({ sent: await sendInvitations(payload, meeting, links) }, NO_STORE)
  if (!inviteeIds(meeting).includes(body.member)) return apiError(422, T.notInvited)
  if (body.action === 'resend') {
    const sent = await sendInvitation(payload, meeting, body.member, { ...links, resend: true })
    return ok({ sent: [sent] }, NO_STORE)
  }
  const version = await revokeLink(payload, meeting, body.member, actor)
  return ok({ member: body.member, linkVersion: version }, NO_STORE)
})
