import { submitCaseRequest } from '@/features/cases/submit.server'
import { CASE_MESSAGES, langOf, MAX_EXTRA_IMAGES, MAX_FILE_BYTES } from '@/features/cases/schema'
import { apiError, handler, ok, validationError } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/** The whole body: the photos at their limit plus room for the text fields. */
const MAX_BODY_BYTES = (MAX_EXTRA_IMAGES + 1) * MAX_FILE_BYTES + 1024 * 1024

/** POST case-searches (spec 001 section 7): multipart, every field of the case request. */
export const POST = handler(async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return apiError(413, 'The request is too large.')
  }
  if (!req.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return apiError(415, 'The request body must be multipart/form-data.')
  }
  let form: FormData
  try {
    form = await req.formData()
  } catch {
    return apiError(400, 'The multipart body could not be read.')
  }
  const lang = langOf(req.headers.get('lang'))
  const result = await submitCaseRequest(await payloadClient(), form, { ip: clientIp(req), lang })
  switch (result.kind) {
    case 'accepted':
      return ok({ message: CASE_MESSAGES[lang].successTitle }, { status: 201 })
    case 'invalid':
      return validationError(result.issues)
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
  }
})
