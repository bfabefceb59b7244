import { requestCardChange } from '@/features/donor/card-change.server'
import { donorOf } from '@/features/donor/request.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { requestLocale } from '@/lib/api/request-locale'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'

type Ctx = { params: Promise<{ id: string }> }

/** POST /api/donor/plans/{id}/card {cc_… | payment_method_id}: a new card, confirmed by a code. */
export const POST = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const body = await readJsonBody(req, 2048)
  const result = await requestCardChange(payload, donor.email, (await params).id, body, {
    ip: clientIp(req),
    locale: requestLocale(req),
  })
  return respond(result, (v) => ok({ message: v.message }))
})
