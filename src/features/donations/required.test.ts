import { describe, expect, it } from 'vitest'
import { requiredFields } from '@/components/form/required'
import { amountRuleFor, DEFAULT_RULES } from './currency-rules'
import { donationDefaults } from './form-values'
import { donationRequired } from './required'
import { donationSchema } from './schema'

/** What the schema itself refuses empty, for the chosen country (undefined: none chosen yet). */
function schemaRequires(countryIso: string | undefined) {
  const schema = donationSchema(undefined, amountRuleFor('USD'), DEFAULT_RULES.zakatPurposes, {
    countryIso,
  })
  return requiredFields(schema, donationDefaults() as unknown as Record<string, unknown>)
}

describe('the donation form marks what the schema requires', () => {
  it.each([undefined, 'US', 'EG', 'eg'])('country %s', (iso) => {
    expect(donationRequired(iso)).toEqual(schemaRequires(iso))
  })

  it('marks each line its purpose and amount, and the postal code except in Egypt', () => {
    expect(donationRequired('US')).toContain('donations.*.donation_amount')
    expect(donationRequired('US')).toContain('donations.*.donation_purpose_id')
    expect(donationRequired('US')).toContain('zip_code')
    expect(donationRequired('EG')).not.toContain('zip_code')
  })
})
