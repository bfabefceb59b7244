import 'server-only'
import type { Payload } from 'payload'
import { entityForCurrency } from '@/features/entities/entity.server'
import { CURRENCIES } from '@/lib/money/currency'
import {
  currencyOf,
  DEFAULT_RULES,
  type CurrencyOptions,
  type DonationRules,
} from './currency-rules'
import { DONATION_LIMITS } from './constants'
import { gatewayFor } from './gateway/for-currency.server'

/** Ids of the purposes staff marked eligible for Zakat (issue 44 item 4). */
async function zakatPurposeIds(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { zakatEligible: { equals: true } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((d) => d.id)
}

const asksZakat = (body: unknown) => {
  const lines = (body as { donations?: unknown } | null)?.donations
  return (
    Array.isArray(lines) &&
    lines.some((l) => (l as { designation?: unknown } | null)?.designation === 'zakat')
  )
}

/**
 * The rules a staging payload is checked with (decision 0110): the EGP entity's limits when it
 * is in pounds, the Zakat-eligible purposes when a line asks for Zakat; otherwise the defaults,
 * so a spec payload (USD, no designation) costs no extra query.
 */
export async function donationRules(payload: Payload, body: unknown): Promise<DonationRules> {
  const [egp, zakatPurposes] = await Promise.all([
    currencyOf(body) === 'EGP'
      ? entityForCurrency(payload, 'EGP').then(({ minAmount, maxAmount }) => ({
          minAmount,
          maxAmount,
        }))
      : DEFAULT_RULES.egp,
    asksZakat(body) ? zakatPurposeIds(payload) : DEFAULT_RULES.zakatPurposes,
  ])
  return { egp, zakatPurposes }
}

/** GET currency-options' answer: every currency's limits and payment step, the Zakat purposes. */
export async function currencyOptions(payload: Payload): Promise<CurrencyOptions> {
  const currencies = await Promise.all(
    CURRENCIES.map(async (code) => {
      const [entity, choice] = await Promise.all([
        entityForCurrency(payload, code),
        gatewayFor(payload, code),
      ])
      return {
        code,
        // USD: the spec's limits, whatever the row says (decision 0113).
        min_amount: code === 'USD' ? DONATION_LIMITS.amountMin * 100 : entity.minAmount,
        max_amount: code === 'USD' ? DONATION_LIMITS.amountMax * 100 : entity.maxAmount,
        payment_step: choice.step,
        sandbox: choice.sandboxStandIn,
      }
    }),
  )
  return { currencies, zakat_purpose_ids: await zakatPurposeIds(payload) }
}
