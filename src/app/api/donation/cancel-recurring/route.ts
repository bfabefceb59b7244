import { cancelRecurringByLink } from '@/features/donations/cancel.server'
import { apiError, handler, ok, readJson } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/** POST cancel-recurring {plan, token}: the confirmation button of /donations/cancel. */
export const POST = handler(async (req) => {
  const body = await readJson(req)
  if (body === undefined) return apiError(400, 'The request body must be JSON.')
  const result = await cancelRecurringByLink(await payloadClient(), body, { ip: clientIp(req) })
  switch (result.kind) {
    case 'cancelled':
      return ok({ message: result.message })
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
    case 'refused':
      return apiError(result.status, result.message)
  }
})
