import { z } from 'zod'

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

/** A trimmed text of at least 3 characters (one message for missing and short) and at most `max`. */
const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(L.minLength, { error: required })
    .max(max, { error: tooLong })

export const contactSchema = z.object({
  fullname: text(M.fullname, L.fullname, M.fullnameTooLong),
  phone: z
    .string({ error: M.phone })
    .trim()
    .regex(/^\d+$/, { error: M.phone })
    .max(L.phone, { error: M.phoneTooLong }),
  email: z
    .string({ error: M.email })
    .trim()
    .regex(z.regexes.email, { error: M.email })
    .max(L.email, { error: M.emailTooLong }),
  subject: text(M.subject, L.subject, M.subjectTooLong),
  message: text(M.message, L.message, M.messageTooLong),
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

/** The honeypot rule is shared by every form: src/lib/forms/honeypot.ts. */
export { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
