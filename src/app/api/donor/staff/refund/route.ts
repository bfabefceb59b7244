import { refundSchema } from '@/features/donations/staff/refund-schema'
import { giftCurrency, refundDonation } from '@/features/donations/staff/refund.server'
import { staffActor } from '@/features/donor/staff.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok, validationError } from '@/lib/api/http'
import { INVALID_DATA_MESSAGES } from '@/lib/admin-language.server'
import { REFUND_MESSAGES } from '@/features/donations/staff/refund-texts'
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
  // Every answer in the staff member's back-office language (decision 0119).
  const { lang } = staff
  const body = await readJsonBody(req, 1024)
  // The amount is in the gift's own currency (pounds for an EGP gift; decision 0113).
  const currency = await giftCurrency(payload, body)
  const parsed = refundSchema(undefined, currency, lang).safeParse(body)
  if (!parsed.success) return validationError(parsed.error.issues, INVALID_DATA_MESSAGES[lang])
  const b = parsed.data
  const result = await refundDonation(
    payload,
    b.donationId,
    b.amount,
    b.requestId,
    staff.actor,
    lang,
  )
  const t = REFUND_MESSAGES[lang]
  return respond(result, (r) =>
    ok({
      refundedCents: r.refundedCents,
      fully: r.fully,
      message: r.fully ? t.refundedInFull : t.refundMade,
    }),
  )
})
