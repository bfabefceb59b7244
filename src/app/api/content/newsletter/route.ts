import { subscribe } from '@/features/newsletter/newsletter.server'
import { NEWSLETTER_MESSAGES } from '@/features/newsletter/schema'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/**
 * POST /api/content/newsletter {email}: the footer's newsletter sign-up with
 * double opt-in. Answers 200 with one neutral message whether or not the
 * address is already subscribed; 422 with the field message; 429 when rate
 * limited.
 */
export const POST = jsonSubmission({
  maxBytes: 4 * 1024, // an e-mail address and a honeypot are far below it
  submit: subscribe,
  answer: () => ok({ message: NEWSLETTER_MESSAGES.thanks }),
})
