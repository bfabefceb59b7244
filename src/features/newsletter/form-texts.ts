/* The form's texts and field names live here, apart from the zod schema, so the footer
   (on every page) does not carry zod in its first load. */
export const NEWSLETTER_MESSAGES = {
  /** The same answer whether or not the address is already subscribed. */
  thanks: 'Thank you! Please check your inbox to confirm your subscription.',
  invalidEmail: 'Please enter a valid email address.',
  failed: 'Something went wrong. Please try again.',
} as const

export const EMAIL_MAX_LENGTH = 254
