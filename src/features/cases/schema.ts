import { z } from 'zod/mini'
import {
  first,
  optionalText,
  requiredText,
  typedDigits,
  withAsciiDigits,
  type TextOptions,
} from '@/lib/validation/fields'
import { normalisedPhone } from '@/lib/validation/phone'
import { asciiDigits } from '@/lib/validation/typed-digits'

/**
 * The case assistance request (spec 001 section 3 "Case request") and its
 * rules (section 5 "Case wizard"). The wizards, the static form and
 * POST /api/content/case-searches all parse with `caseRequestSchema(lang)`:
 * the messages are the only thing that depends on the language.
 */
export type CaseLang = 'ar' | 'en'

export const CASE_MESSAGES = {
  en: {
    required: 'This field is required',
    nationalIdDigits: 'National ID must contain only numbers',
    nationalIdLength: 'National ID must be 14 digits',
    ageDigits: 'Age must contain only numbers',
    /** Spec-silent (issue 55: "1000" was told it had other than numbers). */
    ageRange: 'Age must be between 0 and 120',
    /** Spec-silent (decision 0017): a text over MAX_TEXT characters. */
    tooLong: 'This field must be at most 500 characters',
    /** Spec-silent (decision 0017): control characters or broken Unicode in a text. */
    notAllowed: 'This field contains characters that are not allowed',
    successTitle: 'Sent successfully',
    errorTitle: 'Error',
    failed: 'Failed to submit',
    incomplete: 'Data is incomplete',
  },
  ar: {
    required: 'هذه البيانات مطلوبة',
    nationalIdDigits: 'الرقم القومي يجب أن يحتوي على أرقام فقط',
    nationalIdLength: 'الرقم القومي يجب أن يتكون من 14 رقمًا',
    ageDigits: 'العمر يجب أن يحتوي على أرقام فقط',
    ageRange: 'يجب أن يكون العمر بين 0 و120',
    tooLong: 'يجب ألا يزيد هذا الحقل عن 500 حرف',
    notAllowed: 'هذا الحقل يحتوي على رموز غير مسموح بها',
    successTitle: 'تم الإرسال بنجاح',
    errorTitle: 'خطأ',
    failed: 'فشل الإرسال',
    incomplete: 'البيانات غير مكتملة',
  },
} as const satisfies Record<CaseLang, Record<string, string>>

export const NATIONAL_ID_LENGTH = 14
/** Spec-silent: the oldest age the case forms take. */
const MAX_AGE = 120
/** The control's cap: the 14 digits and the spaces or dashes people group them with. */
export const NATIONAL_ID_INPUT_MAX_LENGTH = 20
/** What the file pickers offer: photos and PDF documents (checked by content on the server). */
export const CASE_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf,.pdf'
/** Per file (spec 001 section 9: 10MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** Additional photos per request (the spec is silent; a bound of ours). */
export const MAX_EXTRA_IMAGES = 10
/**
 * A request's files together (the spec is silent; decision 0127): eleven files of 10MB made a
 * 111 MB body the server read whole (105 MB took it from 376 to 808 MB: issue 64). The body is
 * cut off here as it arrives.
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
/** Text fields: a bound of ours, the spec is silent. */
export const MAX_TEXT = 500
/** The honeypot rule is shared by every form: src/lib/forms/honeypot.ts. */
export { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

export const langOf = (value: string | null | undefined): CaseLang =>
  value?.trim().toLowerCase() === 'en' ? 'en' : 'ar'

const isFile = (v: unknown): v is Blob =>
  typeof Blob !== 'undefined' && v instanceof Blob && v.size > 0

/** The fields of each wizard step (step 3 has no rules: it always passes). */
export const CASE_STEP_FIELDS = {
  1: ['purpose_id', 'fullname', 'national_id', 'age', 'phone', 'email'],
  2: ['address', 'goverment_id', 'city', 'village', 'club_id'],
  3: [
    'isWorking',
    'current_job',
    'job_place',
    'insurance_number',
    'hasHouse',
    'housing_type',
    'housing_space',
    'room_numbers',
    'possession',
    'monthly_rent',
    'house_independance',
    'wc',
    'water_source',
    'house_status',
  ],
  4: ['case_image', 'images'],
} as const

export function caseRequestSchema(lang: CaseLang = 'en') {
  const M = CASE_MESSAGES[lang]
  // One message per field, the first broken rule; a text over MAX_TEXT is "too long", not
  // "required".
  const required = (options: TextOptions = {}) =>
    requiredText(M, options).check(z.maxLength(MAX_TEXT, first(M.tooLong)))
  const optional = () => optionalText(M, MAX_TEXT)
  // Free texts the applicant gives in numbers (rent, rooms, area, insurance number): their
  // Arabic-Indic digits stored as ASCII digits.
  const optionalNumber = () => z.pipe(optional(), z.transform(asciiDigits))
  const flag = () => z._default(z.optional(z.enum(['1', '0'])), '0')
  return z.object({
    purpose_id: required(),
    fullname: required(),
    // Typed with an Arabic keyboard or grouped: ASCII digits before the rules.
    national_id: typedDigits(M).check(
      z.regex(/^\d+$/, first(M.nationalIdDigits)),
      z.length(NATIONAL_ID_LENGTH, first(M.nationalIdLength)),
    ),
    // Arabic-Indic digits read as ASCII, but no sign, point or grouping read away: "-5" and "4.5"
    // are not ages (they were read as 5 and 45), and a number out of range says so.
    age: withAsciiDigits(M).check(
      z.regex(/^\d+$/, first(M.ageDigits)),
      z.refine((v) => Number(v) <= MAX_AGE, first(M.ageRange)),
    ),
    // The spec gives phone and e-mail no rules in the wizard; a phone is stored in E.164 when it
    // is one, else with ASCII digits (decision 0086).
    phone: z.pipe(
      optional(),
      z.transform((v: string) => (v ? normalisedPhone(v) : v)),
    ),
    email: optional(),
    address: required({ multiline: true }),
    goverment_id: required(),
    city: required(),
    village: optional(),
    club_id: required(),
    isWorking: flag(),
    current_job: optional(),
    job_place: optional(),
    insurance_number: optionalNumber(),
    hasHouse: flag(),
    housing_type: optional(),
    housing_space: optionalNumber(),
    room_numbers: optionalNumber(),
    possession: optional(),
    monthly_rent: optionalNumber(),
    house_independance: optional(),
    wc: flag(),
    water_source: flag(),
    house_status: optional(),
    case_image: z.custom<Blob>(isFile, { error: M.required }),
    images: z._default(
      z.optional(z.array(z.custom<Blob>(isFile)).check(z.maxLength(MAX_EXTRA_IMAGES))),
      [],
    ),
  })
}

export type CaseRequestSchema = ReturnType<typeof caseRequestSchema>

/**
 * The static Arabic form (/caseForm, spec 001 section 5) adds: phone required and the terms
 * checkbox ticked.
 */
export function caseStaticSchema() {
  const M = CASE_MESSAGES.ar
  return z.extend(caseRequestSchema('ar'), {
    phone: z.pipe(
      requiredText(M).check(z.maxLength(MAX_TEXT, first(M.tooLong))),
      z.transform((v: string) => normalisedPhone(v)),
    ),
    terms: z.literal(true, { error: M.required }),
  })
}
export type CaseFormValues = z.input<CaseRequestSchema>
export type CasePayload = z.output<CaseRequestSchema>
export type CaseField = keyof CaseFormValues

export const CASE_TEXT_FIELDS = [
  ...CASE_STEP_FIELDS[1],
  ...CASE_STEP_FIELDS[2],
  ...CASE_STEP_FIELDS[3],
] as const

export const CASE_DEFAULTS: CaseFormValues = {
  purpose_id: '',
  fullname: '',
  national_id: '',
  age: '',
  phone: '',
  email: '',
  address: '',
  goverment_id: '',
  city: '',
  village: '',
  club_id: '',
  isWorking: '0',
  current_job: '',
  job_place: '',
  insurance_number: '',
  hasHouse: '0',
  housing_type: '',
  housing_space: '',
  room_numbers: '',
  possession: '',
  monthly_rent: '',
  house_independance: '',
  wc: '0',
  water_source: '0',
  house_status: '',
  case_image: undefined as unknown as Blob,
  images: [],
}

/**
 * The multipart body of case-searches (spec 001 section 7): purpose_id as a
 * list of one (purpose_id[0]), booleans as 1/0, images[0..n], case_image.
 */
export function toCaseFormData(values: CaseFormValues, extra?: Record<string, string>): FormData {
  const fd = new FormData()
  for (const name of CASE_TEXT_FIELDS) {
    const value = String(values[name] ?? '')
    fd.append(name === 'purpose_id' ? 'purpose_id[0]' : name, value)
  }
  if (values.case_image) fd.append('case_image', values.case_image)
  ;(values.images ?? []).forEach((file, i) => fd.append(`images[${i}]`, file))
  for (const [k, v] of Object.entries(extra ?? {})) fd.append(k, v)
  return fd
}

/** The other way round, on the server: FormData to the schema's input. */
export function fromCaseFormData(fd: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of CASE_TEXT_FIELDS) {
    const key = name === 'purpose_id' ? 'purpose_id[0]' : name
    const value = fd.get(key) ?? (name === 'purpose_id' ? fd.get('purpose_id') : null)
    if (typeof value === 'string') out[name] = value
  }
  const caseImage = fd.get('case_image')
  if (caseImage instanceof Blob) out.case_image = caseImage
  const images: Blob[] = []
  for (const [key, value] of fd.entries()) {
    if (/^images(\[\d*\])?$/.test(key) && value instanceof Blob && value.size > 0)
      images.push(value)
  }
  out.images = images
  return out
}

/** Masks all but the last four characters (national IDs and phones in staff lists). */
export function maskTail(value: string | null | undefined, visible = 4): string {
  if (!value) return ''
  const v = String(value)
  if (v.length <= visible) return '*'.repeat(v.length)
  return '*'.repeat(v.length - visible) + v.slice(-visible)
}
