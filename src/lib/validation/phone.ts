import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod/mini'
import { first, requiredText, type TextMessages } from './fields'
import { asciiDigits, typedNumber } from './typed-digits'

/**
 * Phones as Egyptians write them (decision 0086), parsed by libphonenumber-js with its
 * smallest metadata ('min': it ships to the browser with the forms): Egypt is the region of a
 * number written without a country code ("0100 123 4567"); "+20 100 123 4567" and
 * "00201001234567" are the same number. The result is E.164 ("+201001234567").
 */
export const DEFAULT_PHONE_REGION = 'EG'

/** The spec's rule (spec 000 section 5): 10 to 15 digits, counted without the '+'. */
export const PHONE_DIGITS = { min: 10, max: 15 } as const

/** '+…' for an international prefix written as 00; the typed grouping removed. */
function international(typed: string): string {
  const compact = typedNumber(typed)
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact
}

/** What is wrong with a typed phone: its count of digits, or no number of the region. */
type PhoneProblem = 'digits' | 'region'

/**
 * Why `typed` is not a phone of `region` (Egypt unless given: the donation form passes the
 * chosen country's, issue 55), or null when it is one: 'digits' when its typed digits do not
 * number 10 to 15 (the spec's rule) or it holds more than digits, 'region' when
 * libphonenumber-js finds no valid number in it, read in `region` when it has no country code
 * (its plan's prefixes and lengths, so "+20 100 1234 5678" is refused). A new range unknown to
 * the metadata waits for the library's next release (we pin an exact version).
 */
export function phoneProblem(
  typed: string,
  region: Regions = DEFAULT_PHONE_REGION,
): PhoneProblem | null {
  const value = international(typed)
  if (!/^\+?\d+$/.test(value)) return 'digits'
  const digits = value.replace('+', '').length
  if (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) return 'digits'
  return validPhone(value, region) ? null : 'region'
}

/** A region, or several tried in order (the chosen country's, then Egypt's). */
type Regions = string | readonly string[]

/** The first valid reading of `value` in the regions, if any. */
function validPhone(value: string, regions: Regions) {
  for (const region of typeof regions === 'string' ? [regions] : regions) {
    const parsed = parsePhoneNumberFromString(value, region.toUpperCase() as CountryCode)
    if (parsed?.isValid()) return parsed
  }
  return undefined
}

/** The phone in E.164 when it is one of `region` (see phoneProblem), else null. */
export function toE164(typed: string, region: Regions = DEFAULT_PHONE_REGION): string | null {
  if (phoneProblem(typed, region) !== null) return null
  return validPhone(international(typed), region)?.number ?? null
}

/**
 * A phone kept as given but normalised, for a field without a rule (the case wizard's: spec 001
 * has none): E.164 when it is a phone, else its ASCII-digit form as typed.
 */
export function normalisedPhone(typed: string): string {
  return toE164(typed) ?? typedNumber(typed)
}

/*
 * The phone field builder lives here, not in fields.ts, so that only the forms with a phone
 * carry libphonenumber-js and its metadata (28 KB compressed; decision 0086).
 */
export interface PhoneMessages extends TextMessages {
  /** Not 10 to 15 digits (the spec's message). */
  invalid: string
  /** 10 to 15 digits but no number of the region (else `invalid`). */
  notOfRegion?: string
}

/**
 * A phone (decision 0086): required, allowed characters, then a phone libphonenumber-js can read
 * (in `region` when it has no country code: Egypt unless given; several are tried in order) whose typed digits number 10 to
 * 15 (the spec's rule); the message says which of the two is wrong. The output is E.164
 * ("+201001234567").
 */
export function phoneNumber(m: PhoneMessages, region: Regions = DEFAULT_PHONE_REGION) {
  return z.pipe(
    requiredText(m, { normalise: asciiDigits }).check(
      z.refine((v) => phoneProblem(v, region) !== 'digits', first(m.invalid)),
      z.refine((v) => phoneProblem(v, region) === null, first(m.notOfRegion ?? m.invalid)),
    ),
    z.transform((v: string) => toE164(v, region) ?? v),
  )
}
