import { confirmDonation } from '@/features/donations/confirm/confirm.server'
import { DONATION_API_MESSAGES, receiptNumber } from '@/features/donations/constants'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/**
 * POST stage-donation/confirm (spec 000 section 7): {email, otp}. Charges the
 * staged donation once and records it; errors carry error.message, which the
 * code dialog shows.
 */
export const POST = jsonSubmission({
  maxBytes: 4096,
  submit: confirmDonation,
  answer: (result) =>
    'checkout' in result
      ? // Egyptian pounds: the donor pays on Paymob's page; recorded from its callback (decision 0107).
        ok({ checkout_url: result.checkout.url })
      : 'requiresAction' in result
        ? // Stripe: the bank asks for 3-D Secure; the page completes it, then confirms again.
          ok({ requires_action: true, client_secret: result.requiresAction.clientSecret })
        : result.received
          ? // A second confirmation of a recorded gift: its state (decision 0081).
            ok({
              message: DONATION_API_MESSAGES.received,
              donation_id: result.donationId,
              receipt_number: receiptNumber(result.donationId),
              state: 'received',
            })
          : // The receipt number beside the id, for the donor's success state (decision 0103).
            ok({
              message: DONATION_API_MESSAGES.confirmed,
              donation_id: result.donationId,
              receipt_number: receiptNumber(result.donationId),
            }),
})
