import { z } from 'zod/mini'
import { acrossFields, email, first, requiredText, withAsciiDigits } from '@/lib/validation/fields'
import { normalisedPhone } from '@/lib/validation/phone'

/**
 * The volunteer sign-up payload (spec 000 section 3) and its rules (section 5
 * "Volunteer form"). The browser form and POST /api/content/volunteer-join
 * both parse with `volunteerSchema`, so the messages live here only.
 * Length limits are the server's (the spec is silent on them).
 */
export const VOLUNTEER_MESSAGES = {
  fullnameRequired: '* Full Name Is Required',
  fullnameTooLong: 'Full Name must be at most 100 characters.',
  emailRequired: '* Email Is Required',
  emailInvalid: '* Please enter a valid email address',
  emailTooLong: 'Email must be at most 254 characters.',
  emailTaken: 'This email has already been registered.',
  phoneRequired: '* Phone Is Required',
  phoneInvalid: '* Phone can only contain numbers, spaces, +, (), and -',
  phoneTooLong: 'Phone must be at most 20 characters.',
  startRequired: '* Start Time Is Required',
  startInvalid: 'Start Time must be a time such as 09:30.',
  endRequired: '* End Time Is Required',
  endInvalid: 'End Time must be a time such as 17:00.',
  endAfterStart: 'End time must be after start time',
  skillsRequired: '* Skills Are Required',
  skillsTooLong: 'Skills must be at most 2000 characters.',
  terms: 'You must accept the terms to continue',
} as const

const M = VOLUNTEER_MESSAGES

export const VOLUNTEER_LIMITS = { fullname: 100, email: 254, phone: 20, skills: 2000 } as const

/** Default of both time fields (spec 000 section 9). */
export const DEFAULT_TIME = '00:00'

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/

/** Minutes since midnight of 'HH:mm' (seconds ignored), or null when it is not such a time. */
export function timeToMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = TIME.exec(value)
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** The rule of spec 000 section 5: the end strictly after the start, compared in minutes. */
export function isEndAfterStart(start: unknown, end: unknown): boolean {
  const from = timeToMinutes(start)
  const to = timeToMinutes(end)
  return from !== null && to !== null && to > from
}

/** "<Field> contains characters that are not allowed." (decision 0017). */
const notAllowed = (field: string) => `${field} contains characters that are not allowed.`

/**
 * A required text: the 'required' message when it is empty, else the first rule it breaks.
 * The end-after-start comparison still runs beside a field's issue (`acrossFields`).
 */
const text = (field: string, required: string, multiline = false) =>
  requiredText({ required, notAllowed: notAllowed(field) }, { multiline })

export const volunteerSchema = acrossFields(
  z.object({
    fullname_en: text('Full Name', M.fullnameRequired).check(
      z.maxLength(VOLUNTEER_LIMITS.fullname, first(M.fullnameTooLong)),
    ),
    email: email(
      {
        required: M.emailRequired,
        notAllowed: notAllowed('Email'),
        invalid: M.emailInvalid,
        tooLong: M.emailTooLong,
      },
      VOLUNTEER_LIMITS.email,
    ),
    // Digits typed in Arabic read as ASCII; the spec's characters rule and length as before;
    // stored in E.164 when it is a phone (decision 0086).
    phone: z.pipe(
      withAsciiDigits({ required: M.phoneRequired, notAllowed: notAllowed('Phone') }).check(
        z.regex(/^[\d +()-]+$/, first(M.phoneInvalid)),
        z.maxLength(VOLUNTEER_LIMITS.phone, first(M.phoneTooLong)),
      ),
      z.transform(normalisedPhone),
    ),
    start_time: text('Start Time', M.startRequired).check(z.regex(TIME, first(M.startInvalid))),
    end_time: text('End Time', M.endRequired).check(z.regex(TIME, first(M.endInvalid))),
    skills: text('Skills', M.skillsRequired, true).check(
      z.maxLength(VOLUNTEER_LIMITS.skills, first(M.skillsTooLong)),
    ),
    terms: z.literal(true, { error: M.terms }),
  }),
  // Compared whenever both are times, even when other fields are still invalid.
  (v) =>
    timeToMinutes(v.start_time) === null ||
    timeToMinutes(v.end_time) === null ||
    isEndAfterStart(v.start_time, v.end_time),
  { path: ['end_time'], error: M.endAfterStart },
)

/** What the form holds (terms may be unticked). */
export type VolunteerFormValues = Omit<z.input<typeof volunteerSchema>, 'terms'> & {
  terms: boolean
}
export type VolunteerPayload = z.output<typeof volunteerSchema>

export const VOLUNTEER_DEFAULTS: VolunteerFormValues = {
  fullname_en: '',
  email: '',
  phone: '',
  start_time: DEFAULT_TIME,
  end_time: DEFAULT_TIME,
  skills: '',
  terms: false,
}

/** Labels used in the 'Validation Error' dialog (spec 000 section 8). */
export const VOLUNTEER_ERROR_LABELS: Record<keyof VolunteerPayload, string> = {
  email: 'Email',
  phone: 'Phone',
  fullname_en: 'Full Name',
  start_time: 'Start Time',
  end_time: 'End Time',
  skills: 'Skills',
  terms: 'Terms & Conditions',
}

/**
 * One line '<Field label> Error : message' per message of the server's error
 * map (spec 000 section 8). Fields the form does not know keep their name.
 */
export function validationErrorLines(data: Record<string, string[] | undefined>): string[] {
  const lines: string[] = []
  for (const [field, messages] of Object.entries(data)) {
    const label = VOLUNTEER_ERROR_LABELS[field as keyof VolunteerPayload] ?? field
    for (const message of messages ?? []) lines.push(`${label} Error : ${message}`)
  }
  return lines
}

/** The subtitle of the 'Volunteer With Us' screen (spec 000 section 2). */
export const VOLUNTEER_SUBTITLE = 'Share your skills and make a difference in our community'

/** The dialogs of spec 000 section 8 (and the 'please wait' dialog of section 4). */
export const VOLUNTEER_ALERTS = {
  wait: { title: 'Please wait', text: 'Your form is being submitted…' },
  success: {
    title: 'Success!',
    text: 'Your form has been submitted successfully.',
    button: 'OK!',
  },
  validation: { title: 'Validation Error' },
  error: { title: 'Error', text: 'Something went wrong. Please try again.' },
} as const

/**
 * The volunteer terms of spec 000 section 1, written out as the sentences the
 * terms checkbox carries.
 */
export const VOLUNTEER_TERMS = [
  'Volunteering with the New Egypt Foundation is unpaid.',
  'Volunteering does not make you a member or a representative of the organisation.',
  'Volunteers may not speak or act on behalf of the organisation without consensus from its founders.',
] as const
