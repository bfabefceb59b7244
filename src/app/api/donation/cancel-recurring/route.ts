import { cancelRecurringByLink } from '@/features/donations/recurring/cancel.server'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/** POST cancel-recurring {plan, token}: the confirmation button of /donations/cancel. */
export const POST = jsonSubmission({
  maxBytes: 4096,
  submit: cancelRecurringByLink,
  answer: (result) => ok({ message: result.message }),
})
