import { submitCaseRequest } from '@/features/cases/submit.server'
import { CASE_MESSAGES, langOf, MAX_UPLOAD_BYTES } from '@/features/cases/schema'
import { readFormBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'
import { uploadRefused } from '@/features/cases/upload-limit.server'

/** The whole body: the photos at their limit together plus room for the text fields. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

/** POST case-searches (spec 001 section 7): multipart, every field of the case request. */
export const POST = handler(async (req) => {
  // Counted before the body is read: a refused sender's upload is never held in memory.
  const payload = await payloadClient()
  const refusedUpload = await uploadRefused(payload, 'case-searches', clientIp(req))
  if (refusedUpload) return refusedUpload
  const form = await readFormBody(req, MAX_BODY_BYTES, { multipartOnly: true })
  const lang = langOf(req.headers.get('lang'))
  const result = await submitCaseRequest(payload, form, { ip: clientIp(req), lang })
  // The spec's answer plus the reference; a honeypot hit gets none.
  return respond(result, ({ reference }) =>
    ok({ message: CASE_MESSAGES[lang].successTitle, reference }, { status: 201 }),
  )
})
