import { DONATION_API_MESSAGES } from '@/features/donations/constants'
import { resendCode } from '@/features/donations/staging/resend.server'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/**
 * POST stage-donation/resend {email} (spec-silent; decision 0103): "Send the code again" in the
 * code dialog. A new code replaces the pending one, which stops working; limited per address and
 * per staged donation.
 */
export const POST = jsonSubmission({
  maxBytes: 1024,
  submit: resendCode,
  answer: () => ok({ message: DONATION_API_MESSAGES.resent }),
})
