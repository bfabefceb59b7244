import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
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

/**
 * The phone in E.164 when libphonenumber-js finds a valid number in it (Egypt by default: its
 * plan's prefixes and lengths, so "+20 100 1234 5678" is refused) and its digits, as typed, number
 * 10 to 15 (the spec's rule); else null. A new range unknown to the metadata waits for the
 * library's next release (we pin an exact version: update it with the others).
 */
export function toE164(typed: string): string | null {
  const value = international(typed)
  if (!/^\+?\d+$/.test(value)) return null
  const digits = value.replace('+', '').length
  if (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) return null
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_REGION)
  return parsed?.isValid() ? parsed.number : null
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
  invalid: string
}

/**
 * A phone (decision 0086): required, allowed characters, then a phone libphonenumber-js can read
 * (Egypt when it has no country code) whose typed digits number 10 to 15 (the spec's rule), else
 * `invalid`. The output is E.164 ("+201001234567").
 */
export function phoneNumber(m: PhoneMessages) {
  return z.pipe(
    requiredText(m, { normalise: asciiDigits }).check(
      z.refine((v) => toE164(v) !== null, first(m.invalid)),
    ),
    z.transform((v: string) => toE164(v) ?? v),
  )
}
