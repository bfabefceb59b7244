import { submitVolunteerApplication } from '@/features/volunteers/join.server'
import { VOLUNTEER_ALERTS } from '@/features/volunteers/schema'
import { ok } from '@/lib/api/http'
import { jsonSubmission } from '@/lib/api/json-submission.server'

/** POST volunteer-join (spec 000 section 7): JSON fullname_en, email, phone, start_time, end_time, skills, terms. */
export const POST = jsonSubmission({
  maxBytes: 64 * 1024, // a full sign-up is well under it
  submit: submitVolunteerApplication,
  answer: () => ok({ message: VOLUNTEER_ALERTS.success.text }, { status: 201 }),
})
