import { describe, expect, it } from 'vitest'
import { DONATION_MESSAGES as M } from './constants'
import { amountRuleFor } from './currency-rules'
import { donationSchema } from './schema'

/**
 * What depends on the place (issue 55 items 1 and 6, decision 0134): a typed street is accepted
 * with the country, state and city of the lists (coordinates optional, the postal code optional
 * in Egypt), and the phone's default country is the chosen one (else the currency's).
 */
const NOW = new Date('2026-11-21T12:00:00Z')
const egypt = donationSchema(NOW, amountRuleFor('EGP'), [], { countryIso: 'EG' })
const usa = donationSchema(NOW, amountRuleFor('USD'), [], { countryIso: 'US' })

const typedInEgypt = {
  currency: 'EGP',
  first_name: 'Amira',
  last_name: 'Fawzy',
  email: 'amira@example.org',
  phone: '01001234567',
  donations: [{ donation_purpose_id: '3', donation_amount: '100', is_repeat: '0' }],
  cc_number: '4242 4242 4242 4242',
  cc_name: 'Amira Fawzy',
  cc_exp_month: '5',
  cc_exp_year: '2030',
  cc_cvc: '123',
  street: '١٠ شارع الهرم',
  country: '65',
  state: '3235',
  city: '31000',
  zip_code: '',
  latitude: '',
  longitude: '',
}
const typedInNewYork = {
  ...typedInEgypt,
  currency: 'USD',
  phone: '(212) 736-5000',
  street: '350 Fifth Avenue',
  country: '233',
  state: '1452',
  city: '120000',
  zip_code: '10118',
}

const issuesOf = (schema: typeof egypt, payload: Record<string, unknown>) =>
  schema.safeParse(payload).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('a typed address (no suggestion chosen)', () => {
  it.each([
    '١٠ شارع الهرم',
    '١٥ شارع حسن صبري، الزمالك',
    'قرية الحرجة مركز أبو تيج',
    '٢٦ شارع يوليو، وسط البلد',
  ])('is accepted in Egypt without coordinates or postal code: %s', (street) => {
    const out = egypt.parse({ ...typedInEgypt, street })
    expect(out).toMatchObject({ street, zip_code: '', latitude: null, longitude: null })
  })

  it('is accepted abroad with its postal code, which stays required there', () => {
    expect(usa.parse(typedInNewYork)).toMatchObject({ street: '350 Fifth Avenue', latitude: null })
    expect(issuesOf(usa, { ...typedInNewYork, zip_code: '' })).toEqual([
      `zip_code: ${M.zipRequired}`,
    ])
    // Nor may absent coordinates be sent: a payload without them is the same typed address.
    const { latitude: _la, longitude: _lo, ...withoutCoordinates } = typedInNewYork
    expect(usa.safeParse(withoutCoordinates).success).toBe(true)
  })

  it('still checks a postal code typed in Egypt, and coordinates when given', () => {
    expect(issuesOf(egypt, { ...typedInEgypt, zip_code: '12' })).toEqual([
      `zip_code: ${M.zipInvalid}`,
    ])
    expect(egypt.parse({ ...typedInEgypt, zip_code: '١٢٥١١' }).zip_code).toBe('12511')
    expect(issuesOf(egypt, { ...typedInEgypt, latitude: '91', longitude: '31.2' })).toEqual([
      `latitude: ${M.latitudeRequired}`,
    ])
    expect(egypt.parse({ ...typedInEgypt, latitude: '29.98', longitude: 31.13 })).toMatchObject({
      latitude: 29.98,
      longitude: 31.13,
    })
  })

  it('needs the country, state and city of the lists', () => {
    expect(issuesOf(egypt, { ...typedInEgypt, state: '', city: '' })).toEqual([
      `state: ${M.stateRequired}`,
      `city: ${M.cityRequired}`,
    ])
  })
})

describe("the phone's default country", () => {
  it.each(['2127365000', '212-736-5000', '(212) 736-5000', '+1 212 736 5000'])(
    'reads a US number typed without +1 when the country is the US: %s',
    (phone) => {
      expect(usa.parse({ ...typedInNewYork, phone }).phone).toBe('+12127365000')
    },
  )

  it('follows the currency while no country is chosen (dollars: the US)', () => {
    const byCurrency = donationSchema(NOW, amountRuleFor('USD'), [], {})
    const parsed = byCurrency.safeParse({ ...typedInNewYork, phone: '2127365000', country: '' })
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['country'])
  })

  it('keeps Egyptian numbers working, Arabic-Indic digits included', () => {
    for (const phone of ['01001234567', '+20 100 123 4567', '٠١٠٠١٢٣٤٥٦٧']) {
      expect(egypt.parse({ ...typedInEgypt, phone }).phone).toBe('+201001234567')
    }
    // An Egyptian number with its code, from a donor abroad.
    expect(usa.parse({ ...typedInNewYork, phone: '+20 100 123 4567' }).phone).toBe('+201001234567')
  })

  it('says what is wrong: the count of digits, or a number not of that country', () => {
    expect(issuesOf(usa, { ...typedInNewYork, phone: '212736' })).toEqual([
      `phone: ${M.phoneInvalid}`,
    ])
    expect(issuesOf(egypt, { ...typedInEgypt, phone: '2127365000' })).toEqual([
      `phone: ${M.phoneNotOfCountry}`,
    ])
  })
})

describe('amounts as people type them', () => {
  it('reads grouping and the decimal comma', () => {
    const line = (donation_amount: string) =>
      egypt.parse({
        ...typedInEgypt,
        donations: [{ ...typedInEgypt.donations[0], donation_amount }],
      }).donations[0]!.donation_amount
    expect(line('1,500')).toBe(1500)
    expect(line('١٥٠٠,٥٠')).toBe(1500.5)
  })

  it('says that letters are not an amount (not that it is missing)', () => {
    const lineIssue = (donation_amount: string) =>
      issuesOf(usa, {
        ...typedInNewYork,
        donations: [{ ...typedInNewYork.donations[0], donation_amount }],
      })
    expect(lineIssue('abc')).toEqual([`donations.0.donation_amount: ${M.amountInvalid}`])
    expect(lineIssue('')).toEqual([`donations.0.donation_amount: ${M.amountRequired}`])
  })
})
