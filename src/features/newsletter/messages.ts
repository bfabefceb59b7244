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

/**
 * The /newsletter/confirm page before its button is pressed (the spec is silent;
 * decision 0023: the link only asks, so that mail scanners confirm nothing).
 */
export const CONFIRM_ASK = {
  title: 'Confirm your subscription',
  text: 'Please confirm that you want to receive the New Egypt newsletter at this address.',
  button: 'Confirm subscription',
} as const

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

/**
 * The catalogue keys (group `newsletterPages`) of each outcome's title and text: the pages
 * show them in the page's language; the English catalogue equals the constants here.
 */
export const CONFIRM_KEYS = {
  confirmed: 'confirmed',
  'already-confirmed': 'already',
  expired: 'expired',
  invalid: 'invalid',
} as const satisfies Record<ConfirmOutcome, string>

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

// The footer form's texts and field names: in ./form-texts, which carries only them, so the footer
// (on every page) does not ship the confirm and unsubscribe pages' texts.
export { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES } from './form-texts'
