import { z } from 'zod'

/**
 * The secretary's actions on a meeting, POSTed by the back-office
 * panel to /api/content/staff/meetings/{id} and parsed by the route with the
 * same schema.
 */
export const meetingActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('invite') }),
  z.object({ action: z.literal('resend'), member: z.number().int().positive() }),
  z.object({ action: z.literal('revoke'), member: z.number().int().positive() }),
  z.object({ action: z.literal('close') }),
])
export type MeetingAction = z.infer<typeof meetingActionSchema>

export const MEETING_ACTION_TEXTS = {
  invalid: 'Choose an action: invite, resend, revoke or close.',
  notInvited: 'This member is not invited to the meeting.',
  closed: 'This meeting is closed for voting.',
  alreadyClosed: 'The meeting is already closed.',
} as const
