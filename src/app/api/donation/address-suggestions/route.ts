import { suggestAddresses } from '@/features/donations/address/suggest.server'
import { apiError, handler, ok } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/**
 * GET address-suggestions?q= : places for the donation form's street field
 * once more than 2 characters are typed (spec 000 section 4), from the
 * configured provider. A failing provider is logged and answers no places.
 */
export const GET = handler(async (req) => {
  const q = new URL(req.url).searchParams.get('q') ?? ''
  const result = await suggestAddresses(await payloadClient(), q, { ip: clientIp(req) })
  switch (result.kind) {
    case 'found':
      return ok(result.suggestions, { headers: { 'Cache-Control': 'private, max-age=300' } })
    case 'invalid':
      return apiError(422, result.message, { q: [result.message] })
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
  }
})
