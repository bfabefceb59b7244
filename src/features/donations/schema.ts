import { z } from 'zod/mini'
import {
  acrossFields,
  decimal,
  email,
  first,
  recordId,
  requiredText,
  typedDigits,
  withAsciiDigits,
  type ControlValues,
} from '@/lib/validation/fields'
import { PERSON_NAME } from '@/lib/validation/names'
import { phoneNumber } from '@/lib/validation/phone'
import { typedNumber } from '@/lib/validation/typed-digits'
import {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_DESIGNATION,
  DESIGNATIONS,
} from '@/lib/money/currency'
import { DONATION_LIMITS, DONATION_MESSAGES, REPEAT_TYPES } from './constants'
import { amountRuleFor, CURRENCY_MESSAGES, DEFAULT_RULES, type AmountRule } from './currency-rules'
import { hasAtMostTwoDecimals } from './fees'
import { expiryYearWindow } from './form-values'
import { POSTAL_CODE_OPTIONAL } from './required'

/**
 * The donation form payload (spec 000 section 3) and its rules (section 5
 * "Donation form"), written with the shared field builders (decision 0022).
 * The browser form (DonationForm) and POST /api/donation/stage-donation both
 * parse with `donationSchema()`, so the messages live in one place. Each field
 * yields one message: the first rule it breaks, in the table's order
 * (required first).
 *
 * Ids, amounts and coordinates may be numbers (the JSON the form sends) or
 * text (form controls); the output is normalised: trimmed texts, the card
 * number as digits only, cc_exp_month zero-padded to 2 digits, ids, amounts
 * and coordinates as numbers, e-mail in lower case, repeat_type '' unless
 * is_repeat is '1'.
 */
const M = DONATION_MESSAGES

/**
 * The card number as typed: spaces, dashes or dots between groups are allowed, they are not
 * digits, and Arabic-Indic digits read as ASCII (issue 42).
 */
export function normaliseCardNumber(value: string): string {
  return typedNumber(value)
}

/**
 * A person's name (decision 0085): letters of any script, with single spaces, hyphens and
 * apostrophes between letters («عبد الرحمن», Al-Sayed, O'Brien); the message stays the spec's.
 */
const LETTERS = PERSON_NAME
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u
const ZIP = /^[A-Za-z0-9 -]{3,10}$/

/** "<Field> contains characters that are not allowed." (decision 0017, issue 25). */
const notAllowed = (field: string) => `${field} contains characters that are not allowed.`

export const text = (required: string, field: string) =>
  requiredText({ required, notAllowed: notAllowed(field) })

/** A number a person types (card, expiry, CVC, the code): Arabic digits and grouping read first. */
const digits = (required: string, field: string) =>
  typedDigits({ required, notAllowed: notAllowed(field) })

const name = (required: string, field: string) =>
  text(required, field).check(
    z.minLength(2, first(M.nameMin)),
    z.maxLength(100, first(M.nameMax)),
    z.regex(LETTERS, first(M.nameLetters)),
  )

/** The donor's address, in lower case: the one e-mail rule with this form's messages, max 100. */
const donorEmail = email(
  {
    required: M.emailRequired,
    notAllowed: notAllowed('Email'),
    invalid: M.emailInvalid,
    tooLong: M.emailMax,
  },
  100,
).check(z.toLowerCase())

/**
 * Hidden fields filled from a chosen suggestion, optional (issue 55, decision 0134: suggestions
 * help and never block): absent or '' is null; a value sent must be a coordinate in range (one
 * message for both).
 */
const coordinate = (message: string, limit: number) =>
  z.union(
    [
      z.pipe(
        z.nullish(z.literal('')),
        z.transform((): number | null => null),
      ),
      z.pipe(
        decimal(message),
        z.number().check(z.gte(-limit, first(message)), z.lte(limit, first(message))),
      ),
    ],
    { error: message },
  )

/** What the form knows of the chosen place (decision 0134): the chosen country's ISO code. */
export interface PlaceContext {
  countryIso?: string
}

/** The phone's default country (issue 55): the chosen one, else the currency's; Egypt last. */
function phoneRegions(place: PlaceContext, currency: Currency): string[] {
  const first = place.countryIso?.toUpperCase() ?? (currency === 'USD' ? 'US' : 'EG')
  return first === 'EG' ? ['EG'] : [first, 'EG']
}

/** The ZIP/postal code: the spec's rule, optional ('' allowed) where `optional`. */
function zipCode(optional: boolean) {
  const typed = withAsciiDigits({
    required: M.zipRequired,
    notAllowed: notAllowed('ZIP/Postal code'),
  }).check(z.regex(ZIP, first(M.zipInvalid)))
  if (!optional) return typed
  return z.union(
    [
      z.pipe(
        z.nullish(z.literal('')),
        z.transform(() => ''),
      ),
      typed,
    ],
    {
      error: M.zipInvalid,
    },
  )
}

/** Within [lo, hi] as a number (the text already matched its digits pattern). */
const between = (lo: number, hi: number) => (v: string) => Number(v) >= lo && Number(v) <= hi

/**
 * One donation line; issues carry the line's field in their path. is_repeat is '0' or '1'
 * (or 0 / 1; absent means '0'); an unknown repeat type reads as none, which only a repeating
 * line refuses. The amount's bounds are the chosen currency's (`amounts`); `designation` is
 * optional (general), and Zakat only goes to a purpose of `zakatPurposes` (issue 44 item 4).
 */
function lineSchema(amounts: AmountRule, zakatPurposes: readonly number[]) {
  const fields = acrossFields(
    z.object({
      donation_purpose_id: recordId(M.purposeRequired),
      donation_amount: z.pipe(
        decimal(M.amountRequired, M.amountInvalid),
        z
          .number()
          .check(
            z.gte(amounts.min, first(amounts.minMessage)),
            z.lte(amounts.max, first(amounts.maxMessage)),
            z.refine(hasAtMostTwoDecimals, first(M.amountCents)),
          ),
      ),
      is_repeat: z.pipe(
        z.nullish(z.literal(['0', '1', 0, 1], { error: M.repeatInvalid })),
        z.transform((v): '0' | '1' => (v === '1' || v === 1 ? '1' : '0')),
      ),
      repeat_type: z.catch(z.optional(z.union([z.literal(''), z.enum(REPEAT_TYPES)])), ''),
      designation: z._default(
        z.enum(DESIGNATIONS, { error: CURRENCY_MESSAGES.designationInvalid }),
        DEFAULT_DESIGNATION,
      ),
    }),
    // Asked whenever the line repeats, even while its amount or purpose is invalid.
    (line) =>
      !(line.is_repeat === '1' || line.is_repeat === 1) ||
      (REPEAT_TYPES as readonly unknown[]).includes(line.repeat_type),
    { path: ['repeat_type'], error: M.repeatTypeRequired },
  )
  // Zakat once a purpose is chosen (with none, the purpose's own message says what is missing).
  const zakatOk = (l: Record<string, unknown>) =>
    l.designation !== 'zakat' ||
    !l.donation_purpose_id ||
    zakatPurposes.includes(Number(l.donation_purpose_id))
  return z.pipe(
    acrossFields(fields, zakatOk, {
      path: ['designation'],
      error: CURRENCY_MESSAGES.zakatNotEligible,
    }),
    z.transform((line: z.output<typeof fields>) => ({
      ...line,
      repeat_type: line.is_repeat === '1' ? (line.repeat_type ?? '') : ('' as const),
    })),
  )
}

export type DonationLine = z.output<ReturnType<typeof lineSchema>>

/**
 * The stage-donation payload, with the expiry year window of `now`, one currency's amount rule
 * (the spec's USD one unless given; see donationSchemaFor), the Zakat-eligible purposes and the
 * chosen country (`place`: the phone's default country, whether the postal code is required).
 */
export function donationSchema(
  now: Date = new Date(),
  amounts: AmountRule = amountRuleFor('USD'),
  zakatPurposes: readonly number[] = DEFAULT_RULES.zakatPurposes,
  place: PlaceContext = {},
) {
  const years = expiryYearWindow(now)
  const zipOptional = POSTAL_CODE_OPTIONAL.includes(place.countryIso?.toUpperCase() ?? '')
  return z.object({
    currency: z._default(
      z.enum(CURRENCIES, { error: CURRENCY_MESSAGES.currencyInvalid }),
      DEFAULT_CURRENCY,
    ),
    first_name: name(M.firstNameRequired, 'First name'),
    last_name: name(M.lastNameRequired, 'Last name'),
    email: donorEmail,
    phone: phoneNumber(
      {
        required: M.phoneRequired,
        notAllowed: notAllowed('Phone number'),
        invalid: M.phoneInvalid,
        notOfRegion: M.phoneNotOfCountry,
      },
      phoneRegions(place, amounts.currency),
    ),
    donations: z
      .array(lineSchema(amounts, zakatPurposes), { error: M.linesRequired })
      .check(z.minLength(1, M.linesRequired), z.maxLength(DONATION_LIMITS.maxLines, M.linesMax)),
    cc_number: z.pipe(
      text(M.cardRequired, 'Card number').check(
        z.refine((v) => /^\d{12,19}$/.test(normaliseCardNumber(v)), first(M.cardInvalid)),
      ),
      z.transform(normaliseCardNumber),
    ),
    cc_name: text(M.cardNameRequired, 'Cardholder name').check(
      z.regex(LETTERS_AND_SPACES, first(M.cardNameLetters)),
      z.minLength(3, first(M.cardNameMin)),
      z.maxLength(100, first(M.cardNameMax)),
    ),
    cc_exp_month: z.pipe(
      digits(M.monthRequired, 'Expiration month').check(
        z.regex(/^\d{1,2}$/, first(M.monthDigits)),
        z.refine(between(1, 12), first(M.monthRange)),
      ),
      z.transform((v: string) => v.padStart(2, '0')),
    ),
    cc_exp_year: digits(M.yearRequired, 'Expiration year').check(
      z.regex(/^\d{4}$/, first(M.yearDigits)),
      z.refine(between(years.current, years.max), first(M.yearRange(years.current, years.max))),
    ),
    cc_cvc: digits(M.cvcRequired, 'CVC').check(z.regex(/^\d{3,4}$/, first(M.cvcInvalid))),
    street: text(M.streetRequired, 'Address').check(
      z.minLength(10, first(M.streetMin)),
      z.maxLength(255, first(M.streetMax)),
    ),
    country: recordId(M.countryRequired),
    state: recordId(M.stateRequired),
    city: recordId(M.cityRequired),
    zip_code: zipCode(zipOptional),
    latitude: coordinate(M.latitudeRequired, 90),
    longitude: coordinate(M.longitudeRequired, 180),
    cover_fee: coverFee,
  })
}

/**
 * Optional (not in spec 000's payload; decision 0102): '1' (or 1, true) adds the process fee on
 * top of the gift, so that the whole gift arrives; absent, '0' or anything else charges the
 * total as the spec's payload always did, so a client that does not know the field is never
 * charged more than the amounts it sent.
 */
const coverFee = z.pipe(
  z.catch(z.nullish(z.literal(['0', '1', 0, 1, true, false])), null),
  z.transform((v): boolean => v === '1' || v === 1 || v === true),
)

export type DonationSchema = ReturnType<typeof donationSchema>

export type DonationPayload = z.output<DonationSchema>

/** The OTP confirmation payload (spec 000 section 3): exactly 6 characters. */
export const otpSchema = z.object({
  email: donorEmail,
  otp: digits(M.otpInvalid, 'The code').check(
    z.length(DONATION_LIMITS.otpLength, first(M.otpInvalid)),
  ),
})
export type OtpPayload = z.output<typeof otpSchema>

/** The form's own values, derived from the schema: every control holds text. */
export type DonationFormValues = ControlValues<z.input<DonationSchema>>
export type DonationLineValues = DonationFormValues['donations'][number]
