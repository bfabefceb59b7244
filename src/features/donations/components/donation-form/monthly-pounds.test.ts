import { describe, expect, it } from 'vitest'
import type { DonationRules } from '../../currency-rules'
import { donationChecks } from './donation-checks'

/**
 * A monthly gift in pounds from the form (decision 0120): the browser's checks, as an Arabic page
 * (pounds by default, paid on Paymob's page) runs them, let a repeating EGP line through, and
 * still ask a repeating line for its type. The checkout that takes it:
 * tests/integration/donations/paymob-plans.int.test.ts.
 */
const RULES: DonationRules = {
  egp: { minAmount: 2_500, maxAmount: 10_000_000 },
  zakatPurposes: [3],
  hosted: ['EGP'],
}

const monthly = {
  currency: 'EGP',
  first_name: 'أميرة',
  last_name: 'فوزي',
  email: 'amira@example.org',
  phone: '201001234567',
  donations: [
    { donation_purpose_id: '3', donation_amount: '250', is_repeat: '1', repeat_type: 'monthly' },
  ],
  cc_number: '',
  cc_name: '',
  cc_exp_month: '',
  cc_exp_year: '',
  cc_cvc: '',
  street: '12 Tahrir Square, Downtown',
  country: '65',
  state: '1',
  city: '2',
  zip_code: '11511',
  latitude: '30.04',
  longitude: '31.23',
}

async function errorsOf(values: Record<string, unknown>) {
  const checks = donationChecks(
    () => false,
    () => RULES,
  )
  const result = await checks.resolver(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return result.errors as Record<string, unknown>
}

describe('a monthly gift in pounds in the form', () => {
  it('is not refused by the browser’s checks', async () => {
    expect(await errorsOf(monthly)).toEqual({})
  })

  it('still asks a repeating line for its type', async () => {
    const untyped = {
      ...monthly,
      donations: [{ ...monthly.donations[0], repeat_type: '' }],
    }
    expect(Object.keys(await errorsOf(untyped))).toEqual(['donations'])
  })
})
