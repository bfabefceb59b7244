import { DONATION_API_MESSAGES } from '@/features/donations/constants'
import { stageDonation } from '@/features/donations/staging/stage.server'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/**
 * POST stage-donation (spec 000 section 7): the donation form payload. The
 * card is tokenised, the donation staged and a 6-digit code e-mailed; the
 * body is never logged (it holds the card).
 */
export const POST = jsonSubmission({
  maxBytes: 64 * 1024, // 20 lines are well under it
  submit: stageDonation,
  answer: () => ok({ message: DONATION_API_MESSAGES.staged }),
})
