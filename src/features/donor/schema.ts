import { z } from 'zod/mini'
import {
  email,
  first,
  hasDisallowedCharacters,
  optionalText,
  recordId,
} from '@/lib/validation/fields'
import { normalisedPhone } from '@/lib/validation/phone'
import { typedQuantity } from '@/lib/validation/typed-digits'
import { REPEAT_TYPES } from '@/features/donations/constants'
import { sixDigitCode } from '@/features/donations/recurring/card-change-schema'

/**
 * The donor portal's payloads (decision 0022: one zod schema per payload, shared by the
 * browser forms and the routes). Messages are spec-silent: what a donor would expect.
 */
export const DONOR_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  emailMax: 'Maximum length is 100 characters',
  notAllowed: 'This field contains characters that are not allowed',
  tooLong: 'This is too long',
  amountInvalid: 'Enter an amount between $1 and $10,000',
  repeatInvalid: 'Choose weekly, biweekly or monthly',
  actionInvalid: 'Unknown action',
  idInvalid: 'Unknown item',
} as const
const M = DONOR_MESSAGES

const donorEmail = email(
  {
    required: M.emailRequired,
    notAllowed: M.notAllowed,
    invalid: M.emailInvalid,
    tooLong: M.emailMax,
  },
  100,
).check(z.toLowerCase())

/** POST /api/donor/sign-in: ask for a code. */
export const signInSchema = z.object({ email: donorEmail })
export type SignInPayload = z.output<typeof signInSchema>

/** POST /api/donor/sign-in/verify: the code from the e-mail. */
export const verifySchema = z.object({
  email: donorEmail,
  code: sixDigitCode, // the same code field as a plan's card change
})
export type VerifyPayload = z.output<typeof verifySchema>

/** Dollars and cents, $1 to $10,000 (the donation form's bounds). */
const amount = z.pipe(
  z.pipe(
    z.union(
      [
        z.number(),
        z.string().check(z.trim(), z.overwrite(typedQuantity), z.regex(/^\d+(\.\d{1,2})?$/)),
      ],
      { error: M.amountInvalid },
    ),
    z.transform(Number),
  ),
  z.number().check(
    z.gte(1, first(M.amountInvalid)),
    z.lte(10_000, first(M.amountInvalid)),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: M.amountInvalid }),
  ),
)

/** POST /api/donor/plans/{id}: one change of a recurring plan. */
export const planChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('pause') }),
    z.object({ action: z.literal('resume') }),
    z.object({ action: z.literal('cancel') }),
    z.object({
      action: z.literal('change'),
      amount,
      repeatType: z.enum(REPEAT_TYPES, { error: M.repeatInvalid }),
    }),
  ],
  { error: M.actionInvalid },
)
export type PlanChange = z.output<typeof planChangeSchema>

export const planIdSchema = recordId(M.idInvalid)

/** POST /api/donor/details: what future receipts print. */
export const detailsSchema = z.object({
  name: optionalText({ notAllowed: M.notAllowed, tooLong: M.tooLong }, 100),
  // Free as before (receipts print it), E.164 when it is a phone, digits as ASCII (issue 42).
  phone: z.pipe(
    optionalText({ notAllowed: M.notAllowed, tooLong: M.tooLong }, 30),
    z.transform((v: string) => (v ? normalisedPhone(v) : v)),
  ),
  address: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => !hasDisallowedCharacters(v, { multiline: true }), first(M.notAllowed)),
        z.maxLength(300, first(M.tooLong)),
      ),
    ),
    '',
  ),
  newsletter: z.optional(z.boolean()),
})
export type DetailsPayload = z.output<typeof detailsSchema>

/** POST /api/donor/staff/resend: a donation's receipt, or a year's statement of an address. */
export const resendSchema = z.union([
  z.object({ donationId: recordId(M.idInvalid) }),
  z.object({ email: donorEmail, year: z.int().check(z.gte(2000), z.lte(2100)) }),
])
export type ResendPayload = z.output<typeof resendSchema>
