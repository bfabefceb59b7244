import { z } from 'zod/mini'
import { email } from '@/lib/validation/fields'
import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES } from './messages'

export { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES }

/**
 * The footer's newsletter form (spec 000 section 2 "Footer"): one field,
 * `email`. The browser form and POST /api/content/newsletter both parse with
 * `newsletterSchema`. The spec is silent on the texts; these are the issue's.
 */

const INVALID = NEWSLETTER_MESSAGES.invalidEmail

/** The one e-mail rule, in lower case; the footer has one message for every way to get it wrong. */
export const newsletterSchema = z.object({
  email: email(
    { required: INVALID, notAllowed: INVALID, invalid: INVALID, tooLong: INVALID },
    EMAIL_MAX_LENGTH,
  ).check(z.toLowerCase()),
})

/** The one honeypot rule (src/lib/forms/honeypot.ts), re-exported for the form's callers. */
export { honeypotFilled } from '@/lib/forms/honeypot'
