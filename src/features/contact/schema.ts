import { z } from 'zod/mini'
import { email, first, requiredText, typedDigits } from '@/lib/validation/fields'

/**
 * The contact message (spec 001 section 3) and its rules (section 5 "Contact
 * form"). The browser form and POST /api/content/contact-us both parse with
 * `contactSchema`. Length maxima are the server's (the spec is silent on them).
 */
export const CONTACT_MESSAGES = {
  fullname: 'Name is required and must be at least 3 characters long.',
  fullnameTooLong: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  emailTooLong: 'Email must be at most 254 characters.',
  phone: 'Phone number is required and must contain only digits.',
  phoneTooLong: 'Phone number must be at most 20 digits.',
  subject: 'Subject is required and must be at least 3 characters long.',
  subjectTooLong: 'Subject must be at most 200 characters.',
  message: 'Message is required and must be at least 3 characters long.',
  messageTooLong: 'Message must be at most 5000 characters.',
} as const

export const CONTACT_LIMITS = {
  minLength: 3,
  fullname: 100,
  email: 254,
  phone: 20,
  subject: 200,
  message: 5000,
} as const

const M = CONTACT_MESSAGES
const L = CONTACT_LIMITS

/** "<Field> contains characters that are not allowed." (decision 0017). */
const notAllowed = (field: string) => `${field} contains characters that are not allowed.`

/** A trimmed text of at least 3 characters (one message for missing and short) and at most `max`. */
const text = (field: string, required: string, max: number, tooLong: string, multiline = false) =>
  requiredText({ required, notAllowed: notAllowed(field) }, { multiline }).check(
    z.minLength(L.minLength, first(required)),
    z.maxLength(max, first(tooLong)),
  )

export const contactSchema = z.object({
  fullname: text('Name', M.fullname, L.fullname, M.fullnameTooLong),
  // Digits only (the spec's rule), once Arabic digits and the grouping people type are read.
  phone: typedDigits({ required: M.phone, notAllowed: notAllowed('Phone number') }).check(
    z.regex(/^\d+$/, first(M.phone)),
    z.maxLength(L.phone, first(M.phoneTooLong)),
  ),
  email: email(
    {
      required: M.email,
      notAllowed: notAllowed('Email'),
      invalid: M.email,
      tooLong: M.emailTooLong,
    },
    L.email,
  ),
  subject: text('Subject', M.subject, L.subject, M.subjectTooLong),
  message: text('Message', M.message, L.message, M.messageTooLong, true),
})

export type ContactFormValues = z.input<typeof contactSchema>
export type ContactPayload = z.output<typeof contactSchema>

export const CONTACT_DEFAULTS: ContactFormValues = {
  fullname: '',
  phone: '',
  email: '',
  subject: '',
  message: '',
}

/** The alerts of spec 001 sections 5 and 8. */
export const CONTACT_ALERTS = {
  invalid: {
    title: 'Invalid Input',
    text: 'Please fill out all fields correctly before submitting.',
  },
  sent: {
    title: 'Message Sent',
    text: 'Your message has been sent successfully. We will contact you soon.',
  },
  failed: {
    title: 'Submission Failed',
    text: 'There was an error sending your message. Please try again later.',
  },
} as const
