import { verifyCardChange } from '@/features/donor/card-change.server'
import { donorOf } from '@/features/donor/request.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { requestLocale } from '@/lib/api/request-locale'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'

type Ctx = { params: Promise<{ id: string }> }

/**
 * POST /api/donor/plans/{id}/card/verify {code}: the new card on the plan; or, when the bank
 * asks the donor to authenticate (Stripe), `requires_action` and the secret Stripe.js needs,
 * after which the same code is sent again (the donation confirmation's answer, decision 0041).
 */
export const POST = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const body = await readJsonBody(req, 512)
  const result = await verifyCardChange(payload, donor.email, (await params).id, body, {
    ip: clientIp(req),
    locale: requestLocale(req),
  })
  return respond(result, (v) =>
    'clientSecret' in v
      ? ok({ requires_action: true, client_secret: v.clientSecret })
      : ok({ message: v.message, plan: v.plan }),
  )
})
