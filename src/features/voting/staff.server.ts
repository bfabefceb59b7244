import 'server-only'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { apiError } from '@/lib/api/http'
import { adminLanguage, type AdminLang } from '@/lib/admin-language.server'
import { staffAuth } from '@/lib/security/staff-auth.server'
import { findMeeting } from './voting.server'
import type { Meeting } from '@/payload-types'

/** The refusals, in the staff member's back-office language (decision 0119). */
const REFUSALS = {
  en: {
    signIn: 'Sign in to the back office to see the votes.',
    onlySecretaries: 'Only board secretaries and administrators can see the votes.',
    notFound: 'The meeting was not found.',
  },
  ar: {
    signIn: 'سجّل الدخول إلى لوحة التحكم لتطّلع على الأصوات.',
    onlySecretaries: 'الاطلاع على الأصوات متاح لأمناء سر المجلس والمسؤولين فقط.',
    notFound: 'لم يُعثر على الاجتماع.',
  },
} as const

/**
 * The signed-in board secretary (or admin) and the meeting of a staff voting
 * route, or the refusal to answer; `lang` is the back office's, for every answer of the route.
 */
export async function staffMeeting(
  payload: Payload,
  req: Request,
  meetingId: string,
): Promise<
  { meeting: Meeting; actor: string; lang: AdminLang } | { refusal: Response; lang: AdminLang }
> {
  const lang = adminLanguage(payload, req)
  const t = REFUSALS[lang]
  const { user, wrongHost } = await staffAuth(payload, req, lang)
  if (wrongHost) return { refusal: apiError(403, wrongHost), lang }
  if (!user) return { refusal: apiError(401, t.signIn), lang }
  if (user.collection !== 'users' || !hasRole(user, 'board-secretary')) {
    return { refusal: apiError(403, t.onlySecretaries), lang }
  }
  const meeting = await findMeeting(payload, meetingId)
  if (!meeting) return { refusal: apiError(404, t.notFound), lang }
  // The audit trail names staff by their sign-in e-mail.
  const actor = String((user as { email?: unknown }).email ?? `user #${user.id}`)
  return { meeting, actor, lang }
}
