import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import { localiseMessage } from '@/i18n/schema-messages'
import { DONATION_MESSAGES as M } from './constants'
import {
  CURRENCY_MESSAGES as C,
  defaultCurrency,
  majorText,
  rulesOf,
  type DonationRules,
} from './currency-rules'
import { donationChecks } from './components/donation-form/donation-checks'
import { donationSchemaFor } from './schema-gateways'

/** Rules as the server reads them: the EGP entity's limits, purposes 3 and 7 eligible for Zakat. */
const RULES: DonationRules = {
  egp: { minAmount: 2_500, maxAmount: 10_000_000 },
  zakatPurposes: [3, 7],
}

const valid = {
  first_name: 'Amira',
  last_name: 'Fawzy',
  email: 'amira@example.org',
  phone: '201001234567',
  donations: [
    { donation_purpose_id: '3', donation_amount: '100', is_repeat: '0', repeat_type: '' },
  ],
  cc_number: '4242 4242 4242 4242',
  cc_name: 'Amira Fawzy',
  cc_exp_month: '5',
  cc_exp_year: '2030',
  cc_cvc: '123',
  street: '12 Tahrir Square, Downtown',
  country: '65',
  state: '1',
  city: '2',
  zip_code: '11511',
  latitude: '30.04',
  longitude: '31.23',
}

const NOW = new Date('2026-11-29T12:00:00Z')
const parse = (body: Record<string, unknown>, rules = RULES) =>
  donationSchemaFor(body, rules, { now: NOW }).safeParse(body)

/** The message at `path` of `body` parsed, undefined when there is none. */
function messageAt(path: string, body: Record<string, unknown>, rules = RULES) {
  const parsed = parse(body, rules)
  return parsed.success
    ? undefined
    : parsed.error.issues.find((i) => i.path.join('.') === path)?.message
}

const line = (fields: Record<string, unknown>) => ({
  ...valid,
  donations: [{ ...valid.donations[0], ...fields }],
})

describe('the donation currency (issue 44 item 1, decision 0110)', () => {
  it('is USD when the payload does not name one: the spec payload is unchanged', () => {
    const parsed = parse(valid)
    expect(parsed.success && parsed.data.currency).toBe('USD')
  })

  it('takes EGP, and refuses a currency the charity does not take', () => {
    const parsed = parse({ ...valid, currency: 'EGP' })
    expect(parsed.success && parsed.data.currency).toBe('EGP')
    expect(messageAt('currency', { ...valid, currency: 'GBP' })).toBe(C.currencyInvalid)
  })

  it("keeps the spec's USD limits and messages", () => {
    expect(messageAt('donations.0.donation_amount', line({ donation_amount: '0.5' }))).toBe(
      M.amountMin,
    )
    expect(messageAt('donations.0.donation_amount', line({ donation_amount: '20000' }))).toBe(
      M.amountMax,
    )
  })

  it("checks EGP amounts against the entity's limits, with their values in the message", () => {
    const egp = (amount: string) => ({ ...line({ donation_amount: amount }), currency: 'EGP' })
    expect(messageAt('donations.0.donation_amount', egp('24.99'))).toBe(
      'Minimum donation is EGP 25',
    )
    expect(messageAt('donations.0.donation_amount', egp('100000.01'))).toBe(
      'Maximum donation is EGP 100,000',
    )
    // Above the dollar limit, within the pound one; the bounds themselves are accepted.
    expect(parse(egp('20000')).success).toBe(true)
    expect(parse(egp('25')).success).toBe(true)
    expect(parse(egp('100000')).success).toBe(true)
    // Still at most two decimals (piastres).
    expect(messageAt('donations.0.donation_amount', egp('30.005'))).toBe(M.amountCents)
  })

  it('writes the limits as a donor reads them, also in Arabic', () => {
    expect(majorText(1_000)).toBe('10')
    expect(majorText(1_050)).toBe('10.50')
    expect(majorText(50_000_000)).toBe('500,000')
    expect(localiseMessage('Minimum donation is EGP 25', 'ar')).toBe('الحد الأدنى للتبرع 25 ج.م')
    expect(localiseMessage('Maximum donation is EGP 100,000', 'ar')).toBe(
      'الحد الأقصى للتبرع 100,000 ج.م',
    )
  })

  it("defaults by the page's language and the chosen country", () => {
    expect(defaultCurrency('ar')).toBe('EGP')
    expect(defaultCurrency('en')).toBe('USD')
    expect(defaultCurrency('en', 'EG')).toBe('EGP')
    expect(defaultCurrency('en', 'US')).toBe('USD')
    expect(defaultCurrency('ar', 'US')).toBe('EGP')
  })

  it("reads the server's answer into the schema's rules, the defaults without one", () => {
    const answer = {
      currencies: [
        { code: 'USD' as const, min_amount: 100, max_amount: 1_000_000 },
        { code: 'EGP' as const, min_amount: 500, max_amount: 900_000 },
      ].map((c) => ({ ...c, payment_step: 'card' as const, sandbox: false })),
      zakat_purpose_ids: [9],
    }
    expect(rulesOf(answer)).toEqual({
      egp: { minAmount: 500, maxAmount: 900_000 },
      zakatPurposes: [9],
      hosted: [],
    })
    expect(rulesOf(null).egp).toEqual({ minAmount: 1_000, maxAmount: 50_000_000 })
  })
})

describe("the form's checks by the currency's payment step", () => {
  const noCard = {
    ...valid,
    cc_number: '',
    cc_name: '',
    cc_exp_month: '',
    cc_exp_year: '',
    cc_cvc: '',
  }
  const errorsOf = async (rules: DonationRules, values: Record<string, unknown>) => {
    const checks = donationChecks(
      () => false,
      () => rules,
    )
    const result = await checks.resolver(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    return Object.keys(result.errors)
  }

  it('asks no card field for a currency paid on the gateway’s own page', async () => {
    const hosted = { ...RULES, hosted: ['EGP' as const] }
    expect(await errorsOf(hosted, { ...noCard, currency: 'EGP' })).toEqual([])
    // Dollars still take the card here, and pounds do while they are paid by card.
    expect(await errorsOf(hosted, { ...noCard, currency: 'USD' })).toContain('cc_number')
    expect(await errorsOf(RULES, { ...noCard, currency: 'EGP' })).toContain('cc_name')
  })

  it("checks each currency's amounts with its own rule", async () => {
    const body = { ...line({ donation_amount: '20000' }), currency: 'USD' }
    expect(await errorsOf(RULES, body)).toEqual(['donations'])
    expect(await errorsOf(RULES, { ...body, currency: 'EGP' })).toEqual([])
  })
})

describe('Zakat, Sadaqah or general per line (issue 44 item 4)', () => {
  it('is general giving unless the donor chose', () => {
    const parsed = parse(valid)
    expect(parsed.success && parsed.data.donations[0]!.designation).toBe('general')
  })

  it('takes Zakat for an eligible purpose and Sadaqah for any', () => {
    const zakat = parse(line({ designation: 'zakat' }))
    expect(zakat.success && zakat.data.donations[0]!.designation).toBe('zakat')
    expect(parse(line({ designation: 'sadaqah', donation_purpose_id: '4' })).success).toBe(true)
  })

  it('refuses Zakat to a purpose staff did not mark eligible', () => {
    expect(
      messageAt('donations.0.designation', line({ designation: 'zakat', donation_purpose_id: 4 })),
    ).toBe(C.zakatNotEligible)
    // Before the server's list is known, no purpose is eligible: the server decides.
    expect(
      messageAt('donations.0.designation', line({ designation: 'zakat' }), {
        ...RULES,
        zakatPurposes: [],
      }),
    ).toBe(C.zakatNotEligible)
  })

  it('leaves Zakat alone while no purpose is chosen (the purpose says what is missing)', () => {
    const body = line({ designation: 'zakat', donation_purpose_id: '' })
    expect(messageAt('donations.0.designation', body)).toBeUndefined()
    expect(messageAt('donations.0.donation_purpose_id', body)).toBe(M.purposeRequired)
  })

  it('refuses a designation it does not know', () => {
    expect(messageAt('donations.0.designation', line({ designation: 'tithe' }))).toBe(
      C.designationInvalid,
    )
  })
})

describe('the texts of these rules', () => {
  it('are the English catalogue’s, which the Arabic one mirrors', () => {
    const m = en.donation.messages
    expect(m.currencyInvalid).toBe(C.currencyInvalid)
    expect(m.designationInvalid).toBe(C.designationInvalid)
    expect(m.zakatNotEligible).toBe(C.zakatNotEligible)
    expect(m.egpUnavailable).toBe(C.egpUnavailable)
    expect(m.egpMin.replace('{amount}', '10')).toBe(C.egpMin('10'))
    expect(m.egpMax.replace('{amount}', '10')).toBe(C.egpMax('10'))
    expect(localiseMessage(C.zakatNotEligible, 'ar')).toMatch(/الزكاة/)
  })
})
