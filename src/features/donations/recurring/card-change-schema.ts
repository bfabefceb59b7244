import { z } from 'zod/mini'
import { first, typedDigits } from '@/lib/validation/fields'
import { donationSchema } from '../schema'
import { stripeDonationSchema } from '../schema-gateways'

/**
 * The payloads of a plan's "Replace card" (/donor, issue 20 item 4): the donation form's own
 * card fields and rules, and the e-mailed code. Here, not in the donor portal's schemas, so that
 * the form (PlanCardChange) and the portal's route share them while donations imports nothing
 * of the donor portal (decision 0093).
 */
const CODE_INVALID = 'Enter the 6-digit code from the e-mail'

/** A 6-digit code as the donor's keyboard types it: Arabic-Indic digits, a space (issue 42). */
export const sixDigitCode = typedDigits({ required: CODE_INVALID, notAllowed: CODE_INVALID }).check(
  z.regex(/^\d{6}$/, first(CODE_INVALID)),
)

/**
 * POST /api/donor/plans/{id}/card: the new card, checked with the donation form's card
 * rules (the sandbox); in Stripe mode the PaymentMethod Stripe.js made, card fields refused.
 */
export const cardChangeSchema = (now: Date = new Date()) =>
  z.pick(donationSchema(now), {
    cc_number: true,
    cc_name: true,
    cc_exp_month: true,
    cc_exp_year: true,
    cc_cvc: true,
  })
export type CardChangePayload = z.output<ReturnType<typeof cardChangeSchema>>

export const stripeCardChangeSchema = (now: Date = new Date()) =>
  z.pick(stripeDonationSchema(now), {
    payment_method_id: true,
    cc_name: true,
    cc_number: true,
    cc_exp_month: true,
    cc_exp_year: true,
    cc_cvc: true,
  })

/** POST /api/donor/plans/{id}/card/verify: the code e-mailed for the new card. */
export const cardCodeSchema = z.object({ code: sixDigitCode })
export type CardCodePayload = z.output<typeof cardCodeSchema>
