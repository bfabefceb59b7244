import { refundSchema } from '@/features/donations/staff/refund-schema'
import { giftCurrency, refundDonation } from '@/features/donations/staff/refund.server'
import { staffActor } from '@/features/donor/staff.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok, validationError } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'

/**
 * POST /api/donor/staff/refund {donationId, amount, requestId}: a treasurer refunds a donation,
 * whole or part (decision 0042). 401 signed out, 403 for other roles; the request id makes a
 * double click or a retry refund once.
 */
export const POST = handler(async (req) => {
  const payload = await payloadClient()
  const staff = await staffActor(payload, req, 'refund donations')
  if ('refusal' in staff) return staff.refusal
  const body = await readJsonBody(req, 1024)
  // The amount is in the gift's own currency (pounds for an EGP gift; decision 0113).
  const parsed = refundSchema(undefined, await giftCurrency(payload, body)).safeParse(body)
  if (!parsed.success) return validationError(parsed.error.issues)
  const b = parsed.data
  const result = await refundDonation(payload, b.donationId, b.amount, b.requestId, staff.actor)
  return respond(result, (r) =>
    ok({
      refundedCents: r.refundedCents,
      fully: r.fully,
      message: r.fully ? 'The donation was refunded in full.' : 'The refund was made.',
    }),
  )
})
