import { replierOf, replyToMessage } from '@/features/contact/reply.server'
import { REPLY_TEXTS, replySchemaIn } from '@/features/contact/reply-schema'
import { adminLanguage } from '@/lib/admin-language.server'
import { readJsonBody } from '@/lib/api/body'
import { apiError, handler, ok } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { staffAuth } from '@/lib/security/staff-auth.server'

type Ctx = { params: Promise<{ messageId: string }> }
const NO_STORE = { headers: { 'Cache-Control': 'private, no-store' } }

/** A coordinator's reply to a contact message (issue 46): JSON {text}; answers the thread. */
export const POST = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  // Every answer in the staff member's back-office language (decision 0119).
  const lang = adminLanguage(payload, req)
  const t = REPLY_TEXTS[lang]
  const { user, wrongHost } = await staffAuth(payload, req, lang)
  if (wrongHost) return apiError(403, wrongHost)
  const by = replierOf(user, lang)
  if ('status' in by) return apiError(by.status, by.message)
  const id = Number((await params).messageId)
  if (!Number.isSafeInteger(id) || id < 1) return apiError(404, t.notFound)
  const parsed = replySchemaIn(lang).safeParse(await readJsonBody(req, 64 * 1024))
  if (!parsed.success) return apiError(422, parsed.error.issues[0]?.message ?? t.tooShort)
  const message = await replyToMessage(payload, id, parsed.data.text, by)
  if (!message) return apiError(404, t.notFound)
  return ok({ status: message.status, replies: message.replies ?? [] }, NO_STORE)
})
