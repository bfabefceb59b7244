import { DONATION_API_MESSAGES } from '@/features/donations/constants'
import { stageDonation } from '@/features/donations/stage.server'
import { apiError, handler, ok, readJson, validationError } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/** Bodies above this are refused before they are read (20 lines are well under it). */
const MAX_BODY_BYTES = 64 * 1024

/**
 * POST stage-donation (spec 000 section 7): the donation form payload. The
 * card is tokenised, the donation staged and a 6-digit code e-mailed; the
 * body is never logged (it holds the card).
 */
export const POST = handler(async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return apiError(413, 'The request is too large.')
  }
  const body = await readJson(req)
  if (body === undefined) return apiError(400, 'The request body must be JSON.')

  const result = await stageDonation(await payloadClient(), body, { ip: clientIp(req) })
  switch (result.kind) {
    case 'staged':
      return ok({ message: DONATION_API_MESSAGES.staged })
    case 'invalid':
      return validationError(result.issues)
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
    case 'refused':
      return apiError(result.status, result.message)
  }
})
