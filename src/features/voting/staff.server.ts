import 'server-only'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { apiError } from '@/lib/api/http'
import { staffAuth } from '@/lib/security/staff-auth.server'
import { findMeeting } from './voting.server'
import type { Meeting } from '@/payload-types'

/**
 * The signed-in board secretary (or admin) and the meeting of a staff voting
 * route, or the refusal to answer.
 */
export async function staffMeeting(
  payload: Payload,
  req: Request,
  meetingId: string,
): Promise<{ meeting: Meeting; actor: string } | { refusal: Response }> {
  const { user, wrongHost } = await staffAuth(payload, req)
  if (wrongHost) return { refusal: apiError(403, wrongHost) }
  if (!user) return { refusal: apiError(401, 'Sign in to the back office to see the votes.') }
  if (user.collection !== 'users' || !hasRole(user, 'board-secretary')) {
    return {
      refusal: apiError(403, 'Only board secretaries and administrators can see the votes.'),
    }
  }
  const meeting = await findMeeting(payload, meetingId)
  if (!meeting) return { refusal: apiError(404, 'The meeting was not found.') }
  // The audit trail names staff by their sign-in e-mail.
  return { meeting, actor: String((user as { email?: unknown }).email ?? `user #${user.id}`) }
}
