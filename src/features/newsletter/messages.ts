import type { ConfirmOutcome } from './tokens'

/** The /newsletter/confirm page: a title and a sentence for each outcome. */
export const CONFIRM_TEXTS: Record<ConfirmOutcome, { title: string; text: string }> = {
  confirmed: {
    title: 'Subscription confirmed',
    text: 'Thank you! Your subscription to the New Egypt newsletter is confirmed.',
  },
  'already-confirmed': {
    title: 'Subscription already confirmed',
    text: 'Your subscription to the New Egypt newsletter was already confirmed. Thank you for following our work.',
  },
  expired: {
    title: 'Link expired',
    text: 'This confirmation link has expired. Please subscribe again with the form at the bottom of this page to receive a new link.',
  },
  invalid: {
    title: 'Invalid link',
    text: 'This confirmation link is not valid. Please subscribe again with the form at the bottom of this page to receive a new link.',
  },
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

/** The /newsletter/unsubscribe page. */
export const UNSUBSCRIBE_TEXTS = {
  ask: {
    title: 'Unsubscribe',
    text: 'Do you want to stop receiving the New Egypt newsletter at this address?',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You have been unsubscribed. You will not receive the New Egypt newsletter any more.',
  },
  invalid: {
    title: 'Invalid link',
    text: 'This unsubscribe link is not valid. If you keep receiving our newsletter, please write to us through the contact page.',
  },
} as const

export const CONFIRM_MAIL_SUBJECT = 'Please confirm your subscription to the New Egypt newsletter'

/* The form's texts and field names live here, apart from the zod schema, so the footer
   (on every page) does not carry zod in its first load. */
export const NEWSLETTER_MESSAGES = {
  /** The same answer whether or not the address is already subscribed. */
  thanks: 'Thank you! Please check your inbox to confirm your subscription.',
  invalidEmail: 'Please enter a valid email address.',
  failed: 'Something went wrong. Please try again.',
} as const

export const EMAIL_MAX_LENGTH = 254

/**
 * Name of the honeypot field: hidden from people and assistive technology,
 * so only a bot fills it. Not part of the payload.
 */
export const NEWSLETTER_HONEYPOT = 'website'
