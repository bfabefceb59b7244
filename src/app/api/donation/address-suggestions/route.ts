import { suggestAddresses } from '@/features/donations/address/suggest.server'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'

/**
 * GET address-suggestions?q= : places for the donation form's street field
 * once more than 2 characters are typed (spec 000 section 4), from the
 * configured provider. A failing provider is logged and answers no places.
 */
export const GET = handler(async (req) => {
  const q = new URL(req.url).searchParams.get('q') ?? ''
  const result = await suggestAddresses(await payloadClient(), q, { ip: clientIp(req) })
  return respond(result, ({ suggestions }) =>
    ok(suggestions, { headers: { 'Cache-Control': 'private, max-age=300' } }),
  )
})
