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

/** The route's refusals, in the staff member's back-office language (decision 0119). */
export const MEETING_ACTION_TEXTS = {
  en: {
    invalid: 'Choose an action: invite, resend, revoke or close.',
    notInvited: 'This member is not invited to the meeting.',
    closed: 'This meeting is closed for voting.',
    alreadyClosed: 'The meeting is already closed.',
  },
  ar: {
    invalid: 'اختر إجراءً: دعوة، أو إعادة إرسال، أو إلغاء رابط، أو إغلاق.',
    notInvited: 'هذا العضو غير مدعو إلى الاجتماع.',
    closed: 'التصويت في هذا الاجتماع مغلق.',
    alreadyClosed: 'الاجتماع مغلق بالفعل.',
  },
} as const
