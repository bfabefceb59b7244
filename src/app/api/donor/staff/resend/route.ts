import { resendSchema } from '@/features/donor/schema'
import { resendReceipt, resendStatement, staffActor } from '@/features/donor/staff.server'
import { readJsonBody } from '@/lib/api/body'
import { apiError, handler, ok, validationError } from '@/lib/api/http'
import { INVALID_DATA_MESSAGES } from '@/lib/admin-language.server'
import { localiseMessage } from '@/i18n/schema-messages'
import { payloadClient } from '@/lib/payload.server'

/** POST /api/donor/staff/resend {donationId} | {email, year}: mails it again (treasurers). */
export const POST = handler(async (req) => {
  const payload = await payloadClient()
  const staff = await staffActor(payload, req)
  if ('refusal' in staff) return staff.refusal
  const { lang } = staff
  const parsed = resendSchema.safeParse(await readJsonBody(req, 1024))
  if (!parsed.success) {
    // The schema's words are the donor forms' (spec 000): their Arabic from the same table.
    const issues = parsed.error.issues.map((i) => ({
      ...i,
      message: localiseMessage(i.message, lang),
    }))
    return validationError(issues, INVALID_DATA_MESSAGES[lang])
  }
  const b = parsed.data
  const r =
    'donationId' in b
      ? await resendReceipt(payload, staff.actor, b.donationId, lang)
      : await resendStatement(payload, staff.actor, b.email, b.year, lang)
  return r.ok ? ok({ message: r.message }) : apiError(r.status, r.message)
})
