import { completeAuthenticationByLink } from '@/features/donations/recurring/authenticate.server'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/**
 * POST authenticate-plan {plan, expires, token}: after the donor confirmed a paused plan's
 * charge with their bank on /donor/authenticate, the server checks it at Stripe and records it.
 */
export const POST = jsonSubmission({
  maxBytes: 4096,
  submit: (payload, body, ctx) => completeAuthenticationByLink(payload, body, ctx),
  answer: (result) => ok({ state: result.state, next_charge_at: result.nextChargeAt }),
})
