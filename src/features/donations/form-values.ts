import { DEFAULT_CURRENCY, DEFAULT_DESIGNATION, type Currency } from '@/lib/money/currency'
import { DONATION_LIMITS } from './constants'
import type { DonationFormValues, DonationLineValues } from './schema'

/**
 * The donation form's start values and expiry window, without zod: the form draws itself with
 * these while its checks (./schema.ts, zod and every field rule) load only once the visitor
 * engages it (issue 24; donation-form/useDeferredChecks.ts). Only types come from the schema.
 */

/** The expiry year window: the current year to the current year + 20 (spec 000 section 9). */
export function expiryYearWindow(now: Date = new Date()): { current: number; max: number } {
  const current = now.getFullYear()
  return { current, max: current + DONATION_LIMITS.expiryYears }
}

/** A new donation line, its purpose preselected when given. */
export const emptyLine = (purposeId?: number): DonationLineValues => ({
  donation_purpose_id: purposeId ? String(purposeId) : '',
  donation_amount: '',
  is_repeat: '0',
  repeat_type: '',
  designation: DEFAULT_DESIGNATION,
})

/**
 * The form's start (and reset) values: one empty line, its purpose preselected when given, in
 * `currency` (the page's default, see defaultCurrency in currency-rules.ts).
 */
export function donationDefaults(
  purposeId?: number,
  currency: Currency = DEFAULT_CURRENCY,
): DonationFormValues {
  return {
    currency,
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
    // The donor may add the fee on top (decision 0102); unticked, the form is the spec's (the
    // fee comes out of the total) and the summary's "Amount charged" says so.
    cover_fee: '0',
  }
}
