import { after } from 'next/server'
import { confirmDonation } from '@/features/donations/confirm.server'
import { DONATION_API_MESSAGES } from '@/features/donations/constants'
import { apiError, handler, ok, readJson, validationError } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/**
 * POST stage-donation/confirm (spec 000 section 7): {email, otp}. Charges the
 * staged donation once and records it; errors carry error.message, which the
 * code dialog shows.
 */
export const POST = handler(async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > 4096) {
    return apiError(413, 'The request is too large.')
  }
  const body = await readJson(req)
  if (body === undefined) return apiError(400, 'The request body must be JSON.')

  const result = await confirmDonation(await payloadClient(), body, {
    ip: clientIp(req),
    defer: (task) => after(task),
  })
  switch (result.kind) {
    case 'confirmed':
      return ok({ message: DONATION_API_MESSAGES.confirmed, donation_id: result.donationId })
    case 'invalid':
      return validationError(result.issues)
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
    case 'refused':
      return apiError(result.status, result.message)
  }
})
