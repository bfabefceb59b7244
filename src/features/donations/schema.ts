import { z } from 'zod'
import { DONATION_LIMITS, DONATION_MESSAGES, REPEAT_TYPES, type RepeatType } from './constants'
import { hasAtMostTwoDecimals } from './fees'

/**
 * The donation form payload (spec 000 section 3) and its rules (section 5
 * "Donation form"). The browser form (DonationForm) and
 * POST /api/donation/stage-donation both parse with `donationSchema()`, so
 * the messages live in one place. Each field yields one message: the first
 * rule it breaks, in the table's order (required first).
 *
 * Inputs may be strings (form controls) or numbers (the JSON the form sends);
 * the output is normalised: trimmed texts, the card number as digits only,
 * cc_exp_month zero-padded to 2 digits, ids, amounts and coordinates as
 * numbers, e-mail in lower case, repeat_type '' unless is_repeat is '1'.
 */
const M = DONATION_MESSAGES

type Rule = readonly [ok: (value: string) => boolean, message: string]

/** A value of a form control as trimmed text ('' when absent). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** A required field: its required message when empty, else the first broken rule. */
function field<T>(required: string, rules: readonly Rule[], out: (value: string) => T) {
  return z.unknown().transform((raw, ctx): T => {
    const value = asText(raw)
    const broken = value === '' ? required : rules.find(([ok]) => !ok(value))?.[1]
    if (broken !== undefined) {
      ctx.addIssue({ code: 'custom', message: broken })
      return z.NEVER
    }
    return out(value)
  })
}

const min = (n: number, message: string): Rule => [(v) => [...v].length >= n, message]
const max = (n: number, message: string): Rule => [(v) => [...v].length <= n, message]
const matches = (pattern: RegExp, message: string): Rule => [(v) => pattern.test(v), message]
const between = (lo: number, hi: number, message: string): Rule => [
  (v) => Number(v) >= lo && Number(v) <= hi,
  message,
]
const same = (v: string) => v

/** The card number as typed: spaces between groups are allowed, they are not digits. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/ /g, '')
}

const LETTERS = /^[\p{L}\p{M}]+$/u
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/
const ZIP = /^[A-Za-z0-9 -]{3,10}$/
const POSITIVE_ID = /^[1-9]\d{0,9}$/
const DECIMAL = /^-?\d+(\.\d+)?$/

const name = (required: string) =>
  field(required, [min(2, M.nameMin), max(100, M.nameMax), matches(LETTERS, M.nameLetters)], same)

const id = (required: string) => field(required, [matches(POSITIVE_ID, required)], Number)

const coordinate = (required: string, limit: number) =>
  field(required, [matches(DECIMAL, required), between(-limit, limit, required)], Number)

/** The expiry year window: the current year to the current year + 20 (spec 000 section 9). */
export function expiryYearWindow(now: Date = new Date()): { current: number; max: number } {
  const current = now.getFullYear()
  return { current, max: current + DONATION_LIMITS.expiryYears }
}

export interface DonationLine {
  donation_purpose_id: number
  donation_amount: number
  is_repeat: '0' | '1'
  repeat_type: '' | RepeatType
}

/** One donation line; issues carry the line's field in their path. */
const lineSchema = z.unknown().transform((raw, ctx): DonationLine => {
  const line = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] })

  const purpose = asText(line.donation_purpose_id)
  if (!POSITIVE_ID.test(purpose)) issue('donation_purpose_id', M.purposeRequired)

  const amountText = asText(line.donation_amount)
  const amount = Number(amountText)
  if (amountText === '' || !DECIMAL.test(amountText) || !Number.isFinite(amount)) {
    issue('donation_amount', M.amountRequired)
  } else if (amount < DONATION_LIMITS.amountMin) issue('donation_amount', M.amountMin)
  else if (amount > DONATION_LIMITS.amountMax) issue('donation_amount', M.amountMax)
  else if (!hasAtMostTwoDecimals(amount)) issue('donation_amount', M.amountCents)

  const repeatRaw = line.is_repeat ?? '0'
  const isRepeat =
    repeatRaw === '1' || repeatRaw === 1 ? '1' : repeatRaw === '0' || repeatRaw === 0 ? '0' : null
  if (isRepeat === null) issue('is_repeat', M.repeatInvalid)

  const typeText = asText(line.repeat_type)
  const repeatType = (REPEAT_TYPES as readonly string[]).includes(typeText)
    ? (typeText as RepeatType)
    : null
  if (isRepeat === '1' && !repeatType) issue('repeat_type', M.repeatTypeRequired)

  return {
    donation_purpose_id: Number(purpose),
    donation_amount: amount,
    is_repeat: isRepeat ?? '0',
    repeat_type: isRepeat === '1' && repeatType ? repeatType : '',
  }
})

/** The stage-donation payload, with the expiry year window of `now`. */
export function donationSchema(now: Date = new Date()) {
  const years = expiryYearWindow(now)
  return z.object({
    first_name: name(M.firstNameRequired),
    last_name: name(M.lastNameRequired),
    email: field(M.emailRequired, [matches(EMAIL, M.emailInvalid), max(100, M.emailMax)], (v) =>
      v.toLowerCase(),
    ),
    phone: field(M.phoneRequired, [matches(/^\d{10,15}$/, M.phoneInvalid)], same),
    donations: z
      .array(lineSchema, { error: M.linesRequired })
      .min(1, M.linesRequired)
      .max(DONATION_LIMITS.maxLines, M.linesMax),
    cc_number: field(
      M.cardRequired,
      [[(v) => /^\d{12,19}$/.test(normaliseCardNumber(v)), M.cardInvalid]],
      normaliseCardNumber,
    ),
    cc_name: field(
      M.cardNameRequired,
      [
        matches(LETTERS_AND_SPACES, M.cardNameLetters),
        min(3, M.cardNameMin),
        max(100, M.cardNameMax),
      ],
      same,
    ),
    cc_exp_month: field(
      M.monthRequired,
      [matches(/^\d{1,2}$/, M.monthDigits), between(1, 12, M.monthRange)],
      (v) => v.padStart(2, '0'),
    ),
    cc_exp_year: field(
      M.yearRequired,
      [
        matches(/^\d{4}$/, M.yearDigits),
        between(years.current, years.max, M.yearRange(years.current, years.max)),
      ],
      same,
    ),
    cc_cvc: field(M.cvcRequired, [matches(/^\d{3,4}$/, M.cvcInvalid)], same),
    street: field(M.streetRequired, [min(10, M.streetMin), max(255, M.streetMax)], same),
    country: id(M.countryRequired),
    state: id(M.stateRequired),
    city: id(M.cityRequired),
    zip_code: field(M.zipRequired, [matches(ZIP, M.zipInvalid)], same),
    latitude: coordinate(M.latitudeRequired, 90),
    longitude: coordinate(M.longitudeRequired, 180),
  })
}

export type DonationSchema = ReturnType<typeof donationSchema>
export type DonationPayload = z.output<DonationSchema>

/** The OTP confirmation payload (spec 000 section 3): exactly 6 characters. */
export const otpSchema = z.object({
  email: field(M.emailRequired, [matches(EMAIL, M.emailInvalid), max(100, M.emailMax)], (v) =>
    v.toLowerCase(),
  ),
  otp: field(M.otpInvalid, [[(v) => v.length === DONATION_LIMITS.otpLength, M.otpInvalid]], same),
})
export type OtpPayload = z.output<typeof otpSchema>

/** The form's own values: every control holds text. */
export interface DonationLineValues {
  donation_purpose_id: string
  donation_amount: string
  is_repeat: '0' | '1'
  repeat_type: '' | RepeatType
}

export interface DonationFormValues {
  first_name: string
  last_name: string
  email: string
  phone: string
  donations: DonationLineValues[]
  cc_number: string
  cc_name: string
  cc_exp_month: string
  cc_exp_year: string
  cc_cvc: string
  street: string
  country: string
  state: string
  city: string
  zip_code: string
  latitude: string
  longitude: string
}

export const emptyLine = (purposeId?: number): DonationLineValues => ({
  donation_purpose_id: purposeId ? String(purposeId) : '',
  donation_amount: '',
  is_repeat: '0',
  repeat_type: '',
})

/** The form's start (and reset) values: one empty line, its purpose preselected when given. */
export function donationDefaults(purposeId?: number): DonationFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    donations: [emptyLine(purposeId)],
    cc_number: '',
    cc_name: '',
    cc_exp_month: '',
    cc_exp_year: '',
    cc_cvc: '',
    street: '',
    country: '',
    state: '',
    city: '',
    zip_code: '',
    latitude: '',
    longitude: '',
  }
}
