import { z } from 'zod'

/**
 * The footer's newsletter form (spec 000 section 2 "Footer"): one field,
 * `email`. The browser form and POST /api/content/newsletter both parse with
 * `newsletterSchema`. The spec is silent on the texts; these are the issue's.
 */
export const NEWSLETTER_MESSAGES = {
  /** The same answer whether or not the address is already subscribed. */
  thanks: 'Thank you! Please check your inbox to confirm your subscription.',
  invalidEmail: 'Please enter a valid email address.',
  failed: 'Something went wrong. Please try again.',
} as const

export const EMAIL_MAX_LENGTH = 254

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.invalidEmail })
    .regex(z.regexes.email, { error: NEWSLETTER_MESSAGES.invalidEmail })
    .transform((email) => email.toLowerCase()),
})

export type NewsletterPayload = z.output<typeof newsletterSchema>

/**
 * Name of the honeypot field: hidden from people and assistive technology,
 * so only a bot fills it. Not part of the payload.
 */
export const NEWSLETTER_HONEYPOT = 'website'

/** True when a bot filled the honeypot of `body`. */
export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[NEWSLETTER_HONEYPOT]
  return typeof value === 'string' && value.trim() !== ''
}
