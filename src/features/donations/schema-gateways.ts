import { z } from 'zod/mini'
import { first } from '@/lib/validation/fields'
import { STRIPE_MESSAGES } from './constants'
import {
  amountRuleFor,
  currencyOf,
  DEFAULT_RULES,
  type AmountRule,
  type DonationRules,
} from './currency-rules'
import { donationSchema, text, type PlaceContext } from './schema'

/**
 * The donation schema as each gateway takes it (decisions 0036, 0041, 0107, 0110): Stripe's
 * frames in place of the card fields, or no card field at all for a gift paid on the gateway's
 * page; chosen per payload by its currency's rules.
 */

/** Card fields Stripe mode refuses: anything but absent or empty. */
const refusedCardField = z.optional(
  z.pipe(
    z
      .unknown()
      .check(
        z.refine(
          (v) => v === undefined || v === null || v === '',
          STRIPE_MESSAGES.cardFieldRefused,
        ),
      ),
    z.transform(() => undefined),
  ),
)

/** The card fields that are Stripe's frames in Stripe mode (decision 0041): a mask for omit(). */
export const STRIPE_FRAMED_FIELDS = {
  cc_number: true,
  cc_exp_month: true,
  cc_exp_year: true,
  cc_cvc: true,
} as const

/** Every card field: none is sent for a currency paid on the gateway's page (decision 0110). */
export const CARD_FIELDS = { ...STRIPE_FRAMED_FIELDS, cc_name: true } as const

/**
 * Stripe mode's payload (issue 19, decision 0036): the card number, expiry and CVC are Stripe
 * Elements in the browser, which makes a PaymentMethod; its id comes instead, and a card
 * field sent anyway is refused (so a card number never passes as valid input here).
 */
export function stripeDonationSchema(
  now: Date = new Date(),
  amounts?: AmountRule,
  zakatPurposes?: readonly number[],
  place?: PlaceContext,
) {
  const schema = donationSchema(now, amounts, zakatPurposes, place)
  return z.extend(z.omit(schema, STRIPE_FRAMED_FIELDS), {
    payment_method_id: text(STRIPE_MESSAGES.paymentMethodRequired, 'Card').check(
      z.regex(/^pm_[A-Za-z0-9_]{1,200}$/, first(STRIPE_MESSAGES.paymentMethodRequired)),
    ),
    cc_number: refusedCardField,
    cc_exp_month: refusedCardField,
    cc_exp_year: refusedCardField,
    cc_cvc: refusedCardField,
  })
}
export type StripeDonationPayload = z.output<ReturnType<typeof stripeDonationSchema>>

/**
 * The schema for this payload: its currency's amount rule (absent or unknown: USD's; an unknown
 * one is refused) with `rules` (the EGP entity's limits, the Zakat-eligible purposes) and its
 * chosen country (`place`, decision 0134).
 */
export function donationSchemaFor(
  body: unknown,
  rules: DonationRules = DEFAULT_RULES,
  {
    now = new Date(),
    stripe = false,
    hosted = false,
    place = {},
  }: { now?: Date; stripe?: boolean; hosted?: boolean; place?: PlaceContext } = {},
) {
  const amounts = amountRuleFor(currencyOf(body), rules)
  const zakat = rules.zakatPurposes
  // Paid on the gateway's page (decision 0107): no card field is read, none is kept.
  if (hosted) return z.omit(donationSchema(now, amounts, zakat, place), CARD_FIELDS)
  return (stripe ? stripeDonationSchema : donationSchema)(now, amounts, zakat, place)
}
