import { donorDetails, saveDonorDetails } from '@/features/donor/details.server'
import { donorOf } from '@/features/donor/request.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'

/** GET /api/donor/details: the donor's saved details and newsletter choice. */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  return ok(await donorDetails(payload, donor.email), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})

/** POST /api/donor/details {name, phone, address, newsletter}. */
export const POST = handler(async (req) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const body = await readJsonBody(req, 4096)
  const result = await saveDonorDetails(payload, donor.email, body, { ip: clientIp(req) })
  return respond(result, (v) => ok({ message: v.message, details: v.details }))
})
