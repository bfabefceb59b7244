import { resendSchema } from '@/features/donor/schema'
import { resendReceipt, resendStatement, staffActor } from '@/features/donor/staff.server'
import { readJsonBody } from '@/lib/api/body'
import { apiError, handler, ok, validationError } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

/** POST /api/donor/staff/resend {donationId} | {email, year}: mails it again (treasurers). */
export const POST = handler(async (req) => {
  const payload = await payloadClient()
  const staff = await staffActor(payload, req)
  if ('refusal' in staff) return staff.refusal
  const parsed = resendSchema.safeParse(await readJsonBody(req, 1024))
  if (!parsed.success) return validationError(parsed.error.issues)
  const b = parsed.data
  const r =
    'donationId' in b
      ? await resendReceipt(payload, staff.actor, b.donationId)
      : await resendStatement(payload, staff.actor, b.email, b.year)
  return r.ok ? ok({ message: r.message }) : apiError(r.status, r.message)
})
