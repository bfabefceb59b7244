import type { Resolver } from 'react-hook-form'
import { z } from 'zod/mini'
import { schemaResolver } from '@/components/form/resolver'
import { amountRuleFor, currencyOf, type DonationRules } from '../../currency-rules'
import {
  donationSchema,
  type DonationFormValues,
  type DonationPayload,
  type PlaceContext,
} from '../../schema'
import { CARD_FIELDS, STRIPE_FRAMED_FIELDS } from '../../schema-gateways'

/**
 * The donation form's checks: the shared stage-donation schema as the form's resolver, with or
 * without our card fields by the gateway, and with the chosen currency's amount limits and the
 * Zakat purposes the server gave (`rules`, decision 0110), and the chosen country's ISO code
 * (the phone's default country, whether a postal code is required; decision 0134). This module (zod, the field rules)
 * is its own chunk, loaded by useDeferredChecks once the visitor engages the form.
 */
export function donationChecks(
  inStripeMode: () => boolean,
  rules: () => DonationRules,
  countryIsoOf: (countryId: string) => string | undefined = () => undefined,
) {
  // One schema per currency, chosen country and answer of the server, built when first asked.
  const built = new WeakMap<DonationRules, Map<string, ReturnType<typeof checksOf>>>()
  const checksFor = (values: DonationFormValues) => {
    const r = rules()
    let perPlace = built.get(r)
    if (!perPlace) built.set(r, (perPlace = new Map()))
    const currency = currencyOf(values)
    const place = { countryIso: countryIsoOf(values.country) }
    const key = `${currency}:${place.countryIso ?? ''}`
    let checks = perPlace.get(key)
    if (!checks) perPlace.set(key, (checks = checksOf(amountRuleFor(currency, r), r, place)))
    return checks
  }
  const resolver: Resolver<DonationFormValues, unknown, DonationPayload> = (values, ...rest) => {
    const checks = checksFor(values)
    // A currency paid on the gateway's page after the code: no card fields to check here.
    if (rules().hosted?.includes(currencyOf(values))) return checks.hosted(values, ...rest)
    return (inStripeMode() ? checks.stripe : checks.sandbox)(values, ...rest)
  }
  return {
    resolver,
    /** Stripe mode: whether the form is complete but for the card (the wallet is the card). */
    completeButCard: (values: DonationFormValues) =>
      checksFor(values).stripeSchema.safeParse(values).success,
  }
}

function checksOf(
  amounts: ReturnType<typeof amountRuleFor>,
  rules: DonationRules,
  place: PlaceContext,
) {
  const schema = donationSchema(undefined, amounts, rules.zakatPurposes, place)
  const sandbox = schemaResolver<DonationFormValues, typeof schema>(schema)
  const stripeSchema = z.omit(schema, STRIPE_FRAMED_FIELDS)
  // Its output lacks the card fields, which stripePayload drops anyway.
  const stripe = schemaResolver<DonationFormValues>(stripeSchema) as unknown as typeof sandbox
  const hostedSchema = z.omit(schema, CARD_FIELDS)
  const hosted = schemaResolver<DonationFormValues>(hostedSchema) as unknown as typeof sandbox
  return { sandbox, stripe, stripeSchema, hosted }
}

export type DonationChecks = ReturnType<typeof donationChecks>
