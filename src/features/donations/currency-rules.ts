import {
  DEFAULT_CURRENCY,
  isCurrency,
  MINOR_UNITS_PER_MAJOR,
  type Currency,
} from '@/lib/money/currency'
import { DONATION_LIMITS, DONATION_MESSAGES } from './constants'

/**
 * What the donation schema needs to know beyond the spec (issue 44 items 1 and 4, decision 0110):
 * the amount limits of the chosen currency and the purposes that may receive Zakat. The USD
 * limits and messages are the spec's; the EGP limits are the Egyptian entity's settings (minor
 * units), read by the server and handed to the browser by GET /api/donation/currency-options.
 * No zod here: the form draws itself with these before its checks load.
 */
export interface AmountLimits {
  /** Minor units (piastres, cents). */
  minAmount: number
  maxAmount: number
}

export interface DonationRules {
  /** The Egyptian entity's limits; the USD ones are always the spec's. */
  egp: AmountLimits
  /** Ids of the purposes staff marked eligible for Zakat. */
  zakatPurposes: readonly number[]
  /** Currencies paid on the gateway's own page after the code: no card fields in our form. */
  hosted?: readonly Currency[]
}

/** The line amount rule of one currency: bounds in the major unit and their messages. */
export interface AmountRule {
  currency: Currency
  min: number
  max: number
  minMessage: string
  maxMessage: string
}

/** Texts of the currency and designation rules (spec-silent; English, Arabic in ar.json). */
export const CURRENCY_MESSAGES = {
  currencyInvalid: 'Choose Egyptian pounds (EGP) or US dollars (USD)',
  designationInvalid: 'Choose Zakat, Sadaqah or general giving',
  zakatNotEligible: 'Zakat cannot go to this purpose. Choose Sadaqah or general giving.',
  egpMin: (amount: string) => `Minimum donation is EGP ${amount}`,
  egpMax: (amount: string) => `Maximum donation is EGP ${amount}`,
  /** Staging in EGP while no gateway can take it (no Paymob outside the sandbox yet). */
  egpUnavailable:
    'Giving in Egyptian pounds is not available at the moment. Please choose US dollars.',
} as const

/** Before the server has answered (and in tests): the demo entity's 10 to 500,000 pounds. */
export const DEFAULT_RULES: DonationRules = {
  egp: { minAmount: 1_000, maxAmount: 50_000_000 },
  zakatPurposes: [],
}

/** 1000 piastres → '10', 1050 → '10.50', 50,000,000 → '500,000' (the message's own digits). */
export function majorText(minor: number): string {
  const whole = minor % MINOR_UNITS_PER_MAJOR === 0
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / MINOR_UNITS_PER_MAJOR)
}

/** The amount rule of `currency`: the spec's for USD, the entity's limits for EGP. */
export function amountRuleFor(
  currency: Currency,
  rules: DonationRules = DEFAULT_RULES,
): AmountRule {
  if (currency === 'USD') {
    return {
      currency,
      min: DONATION_LIMITS.amountMin,
      max: DONATION_LIMITS.amountMax,
      minMessage: DONATION_MESSAGES.amountMin,
      maxMessage: DONATION_MESSAGES.amountMax,
    }
  }
  const { minAmount, maxAmount } = rules.egp
  return {
    currency,
    min: minAmount / MINOR_UNITS_PER_MAJOR,
    max: maxAmount / MINOR_UNITS_PER_MAJOR,
    minMessage: CURRENCY_MESSAGES.egpMin(majorText(minAmount)),
    maxMessage: CURRENCY_MESSAGES.egpMax(majorText(maxAmount)),
  }
}

/**
 * The currency a payload asks for: its `currency` when it is one we take, else USD (absent is
 * USD: the spec's payload; an unknown code is refused by the schema, with the USD rules).
 */
export function currencyOf(body: unknown): Currency {
  const value =
    body !== null && typeof body === 'object' ? (body as { currency?: unknown }).currency : null
  return isCurrency(value) ? value : DEFAULT_CURRENCY
}

/**
 * The form's default currency (issue 44 item 1): EGP on an Arabic page or when Egypt is the
 * chosen country, USD otherwise. `countryIso` is the chosen country's ISO code, if any. The
 * donor's own choice is never overridden (the form stops following once they chose).
 */
export function defaultCurrency(locale: string, countryIso?: string): Currency {
  return locale === 'ar' || countryIso?.toUpperCase() === 'EG' ? 'EGP' : 'USD'
}

/**
 * GET /api/donation/currency-options (decision 0110): per currency its limits (minor units) and
 * how the donor pays (`payment_step`: card, hosted or unavailable; `sandbox` when the sandbox
 * stands in for the currency's gateway), and the Zakat-eligible purposes. Read at run time, like
 * payment-config: the pages are prerendered, and staff change these settings.
 */
export interface CurrencyOption {
  code: Currency
  min_amount: number
  max_amount: number
  payment_step: 'card' | 'hosted' | 'unavailable'
  sandbox: boolean
}
export interface CurrencyOptions {
  currencies: CurrencyOption[]
  zakat_purpose_ids: number[]
}

/** The rules the form's schema takes from the answer (the defaults until it comes). */
export function rulesOf(options: CurrencyOptions | null | undefined): DonationRules {
  const egp = options?.currencies.find((c) => c.code === 'EGP')
  return {
    egp: egp ? { minAmount: egp.min_amount, maxAmount: egp.max_amount } : DEFAULT_RULES.egp,
    zakatPurposes: options?.zakat_purpose_ids ?? DEFAULT_RULES.zakatPurposes,
    hosted: options?.currencies.filter((c) => c.payment_step === 'hosted').map((c) => c.code),
  }
}
