import { submitContactMessage } from '@/features/contact/contact.server'
import { CONTACT_ALERTS } from '@/features/contact/schema'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/** POST contact-us (spec 001 section 7): JSON fullname, phone, email, subject, message. */
export const POST = jsonSubmission({
  maxBytes: 64 * 1024, // a full message, even escaped, is well under it
  submit: submitContactMessage,
  answer: () => ok({ message: CONTACT_ALERTS.sent.text }, { status: 201 }),
})
