import { describe, expect, it } from 'vitest'
import { DONATION_MESSAGES as M } from './constants'
import { donationDefaults, expiryYearWindow } from './form-values'
import { donationSchema, otpSchema } from './schema'

const NOW = new Date('2026-11-21T12:00:00Z')
const schema = donationSchema(NOW)

const valid = {
  first_name: 'Amira',
  last_name: 'Fawzy',
  email: 'Amira.Fawzy@Example.org',
  phone: '201001234567',
  donations: [
    { donation_purpose_id: '3', donation_amount: '100', is_repeat: '0', repeat_type: '' },
    { donation_purpose_id: 4, donation_amount: 25.5, is_repeat: '1', repeat_type: 'monthly' },
  ],
  cc_number: '4242 4242 4242 4242',
  cc_name: 'Amira Fawzy',
  cc_exp_month: '5',
  cc_exp_year: '2030',
  cc_cvc: '123',
  street: '485 Lexington Avenue',
  country: '233',
  state: '1452',
  city: '120000',
  zip_code: '10017',
  latitude: '40.7516',
  longitude: '-73.9755',
}

/** The first message of `field` for the payload with `value` in it (undefined when valid). */
function messageOf(
  field: string,
  value: unknown,
  base: Record<string, unknown> = valid,
): string | undefined {
  const parsed = schema.safeParse({ ...base, [field]: value })
  if (parsed.success) return undefined
  return parsed.error.issues.find((i) => i.path.join('.') === field)?.message
}

function lineMessage(field: string, value: unknown, line: Record<string, unknown> = {}) {
  const donations = [{ ...valid.donations[0], ...line, [field]: value }]
  const parsed = schema.safeParse({ ...valid, donations })
  if (parsed.success) return undefined
  return parsed.error.issues.find((i) => i.path.join('.') === `donations.0.${field}`)?.message
}

describe('donation schema (spec 000 section 5)', () => {
  it('accepts a complete payload and normalises it', () => {
    const out = schema.parse(valid)
    expect(out).toMatchObject({
      email: 'amira.fawzy@example.org',
      cc_number: '4242424242424242',
      cc_exp_month: '05',
      cc_exp_year: '2030',
      country: 233,
      state: 1452,
      city: 120000,
      latitude: 40.7516,
      longitude: -73.9755,
    })
    // The spec's payload: no currency, no designation, so USD and general giving (decision 0110).
    expect(out.currency).toBe('USD')
    expect(out.donations).toEqual([
      {
        donation_purpose_id: 3,
        donation_amount: 100,
        is_repeat: '0',
        repeat_type: '',
        designation: 'general',
      },
      {
        donation_purpose_id: 4,
        donation_amount: 25.5,
        is_repeat: '1',
        repeat_type: 'monthly',
        designation: 'general',
      },
    ])
    // The output parses again to itself: the browser sends what the server re-validates.
    expect(schema.parse(out)).toEqual(out)
  })

  it('gives each required message for the empty form', () => {
    const parsed = schema.safeParse(donationDefaults())
    expect(parsed.success).toBe(false)
    const map = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(map).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      'donations.0.donation_purpose_id': 'Donation purpose is required',
      'donations.0.donation_amount': 'Donation amount is required',
      cc_number: 'Card number is required',
      cc_name: 'Cardholder name is required',
      cc_exp_month: 'Expiration month is required',
      cc_exp_year: 'Expiration year is required',
      cc_cvc: 'CVC is required',
      street: 'Address is required',
      country: 'Country is required',
      state: 'State is required',
      city: 'City is required',
      zip_code: 'ZIP/Postal code is required',
      // The coordinates are optional (decision 0134): a typed street has none.
    })
  })

  it('names: 2 to 100 letters, single spaces, hyphens and apostrophes between them (decision 0085)', () => {
    expect(messageOf('first_name', '   ')).toBe('First name is required')
    expect(messageOf('last_name', '')).toBe('Last name is required')
    expect(messageOf('first_name', 'A')).toBe('Minimum 2 characters required')
    expect(messageOf('last_name', 'x'.repeat(101))).toBe('Maximum length is 100 characters')
    expect(messageOf('first_name', 'Amira2')).toBe('Only letters are allowed')
    for (const refused of [
      'Al--Sayed',
      'El  Sayed',
      '-Ali',
      "O'",
      "Ali'-Omar",
      'Ali_Omar',
      'Ali.',
    ]) {
      expect(messageOf('last_name', refused), refused).toBe('Only letters are allowed')
    }
    expect(messageOf('first_name', 'x'.repeat(100))).toBeUndefined()
    for (const name of [
      'أميرة',
      'عبد الرحمن',
      'عبد الله',
      'Al-Sayed',
      "O'Brien",
      'O’Brien',
      'El Sayed',
      'Zoë',
    ]) {
      expect(messageOf('first_name', name), name).toBeUndefined()
    }
  })

  it('email: required, valid, at most 100', () => {
    expect(messageOf('email', '')).toBe('Email is required')
    expect(messageOf('email', 'amira@')).toBe('Please enter a valid email')
    expect(messageOf('email', 'amira example.org')).toBe('Please enter a valid email')
    expect(messageOf('email', `${'a'.repeat(90)}@example.org`)).toBe(
      'Maximum length is 100 characters',
    )
  })

  it('phone: 10 to 15 digits, a phone libphonenumber-js reads (Egypt by default), stored in E.164', () => {
    expect(messageOf('phone', '')).toBe('Phone number is required')
    expect(messageOf('phone', '123456789')).toBe('Please enter 10-15 digit phone number')
    expect(messageOf('phone', '1234567890123456')).toBe('Please enter 10-15 digit phone number')
    expect(messageOf('phone', '0100 123 abc')).toBe('Please enter 10-15 digit phone number')
    // 10 to 15 digits, but no number of Egypt: the message says so (issue 55).
    expect(messageOf('phone', '+20 100 1234 5678')).toBe(M.phoneNotOfCountry)
    const stored = (phone: string) => {
      const parsed = schema.safeParse({ ...valid, phone })
      return parsed.success ? parsed.data.phone : parsed.error.issues[0]?.message
    }
    for (const phone of [
      '+20 100 123 4567',
      '0100 123 4567',
      '00201001234567',
      '٠١٠٠١٢٣٤٥٦٧',
      '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧',
      '۰۱۰۰-۱۲۳-۴۵۶۷',
      '(0100) 123.4567',
    ]) {
      expect(stored(phone), phone).toBe('+201001234567')
    }
    expect(stored('+1 202 555 0123')).toBe('+12025550123')
  })

  it('donation lines: purpose, amount 1 to 10,000, repeat', () => {
    expect(lineMessage('donation_purpose_id', '')).toBe('Donation purpose is required')
    expect(lineMessage('donation_amount', '')).toBe('Donation amount is required')
    expect(lineMessage('donation_amount', 'ten')).toBe(M.amountInvalid)
    expect(lineMessage('donation_amount', '0.99')).toBe('Minimum donation is $1')
    expect(lineMessage('donation_amount', '10000.01')).toBe('Maximum donation is $10,000')
    expect(lineMessage('donation_amount', '1')).toBeUndefined()
    expect(lineMessage('donation_amount', '10000')).toBeUndefined()
    expect(lineMessage('donation_amount', '10.005')).toBe(M.amountCents)
    expect(lineMessage('repeat_type', '', { is_repeat: '1' })).toBe(M.repeatTypeRequired)
    expect(lineMessage('is_repeat', 'yes')).toBe(M.repeatInvalid)
    // Without repeat, the repeat type is dropped.
    const out = schema.parse({
      ...valid,
      donations: [{ ...valid.donations[0], repeat_type: 'weekly' }],
    })
    expect(out.donations[0]!.repeat_type).toBe('')
    expect(messageOf('donations', [])).toBe(M.linesRequired)
    expect(messageOf('donations', Array(21).fill(valid.donations[0]))).toBe(M.linesMax)
  })

  it('card number: 12 to 19 digits, spaces between groups allowed', () => {
    expect(messageOf('cc_number', '')).toBe('Card number is required')
    expect(messageOf('cc_number', '42424242424')).toBe('Please enter 12-19 digit card number')
    expect(messageOf('cc_number', '42424242424242424242')).toBe(
      'Please enter 12-19 digit card number',
    )
    expect(messageOf('cc_number', '4242-4242-4242-424x')).toBe(
      'Please enter 12-19 digit card number',
    )
    expect(messageOf('cc_number', '4242-4242-4242-4242')).toBeUndefined()
    expect(messageOf('cc_number', '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢')).toBeUndefined()
    expect(messageOf('cc_number', '424242424242')).toBeUndefined()
    expect(messageOf('cc_number', '4242424242424242424')).toBeUndefined()
  })

  it('cardholder: letters and spaces, at least 3', () => {
    expect(messageOf('cc_name', '')).toBe('Cardholder name is required')
    expect(messageOf('cc_name', 'Amira F.')).toBe('Only letters and spaces are allowed')
    expect(messageOf('cc_name', 'Al')).toBe('Minimum 3 characters required')
    expect(messageOf('cc_name', 'Amira  Fawzy')).toBeUndefined()
  })

  it('CVC: 3 or 4 digits', () => {
    expect(messageOf('cc_cvc', '')).toBe('CVC is required')
    expect(messageOf('cc_cvc', '12')).toBe('Must be 3 or 4 digits')
    expect(messageOf('cc_cvc', '12345')).toBe('Must be 3 or 4 digits')
    expect(messageOf('cc_cvc', '12a')).toBe('Must be 3 or 4 digits')
    expect(messageOf('cc_cvc', '1234')).toBeUndefined()
  })

  it('expiry month: 1 or 2 digits, 1 to 12, sent zero-padded', () => {
    expect(messageOf('cc_exp_month', '')).toBe('Expiration month is required')
    expect(messageOf('cc_exp_month', '123')).toBe('Must be 1-2 digits')
    expect(messageOf('cc_exp_month', 'ab')).toBe('Must be 1-2 digits')
    expect(messageOf('cc_exp_month', '0')).toBe('Must be between 1 and 12')
    expect(messageOf('cc_exp_month', '13')).toBe('Must be between 1 and 12')
    expect(schema.parse({ ...valid, cc_exp_month: '9' }).cc_exp_month).toBe('09')
    expect(schema.parse({ ...valid, cc_exp_month: '12' }).cc_exp_month).toBe('12')
  })

  it('expiry year: 4 digits from the current year to the current year + 20', () => {
    expect(expiryYearWindow(NOW)).toEqual({ current: 2026, max: 2046 })
    expect(messageOf('cc_exp_year', '')).toBe('Expiration year is required')
    expect(messageOf('cc_exp_year', '30')).toBe('Must be a 4-digit year')
    expect(messageOf('cc_exp_year', '2025')).toBe('Must be between 2026 and 2046')
    expect(messageOf('cc_exp_year', '2047')).toBe('Must be between 2026 and 2046')
    expect(messageOf('cc_exp_year', '2026')).toBeUndefined()
    expect(messageOf('cc_exp_year', '2046')).toBeUndefined()
    // The window moves with the clock.
    const later = donationSchema(new Date('2031-01-01T00:00:00Z')).safeParse({
      ...valid,
      cc_exp_year: '2030',
    })
    expect(later.error?.issues.map((i) => i.message)).toEqual(['Must be between 2031 and 2051'])
  })

  it('address: street at least 10, country/state/city ids, zip 3 to 10, coordinates', () => {
    expect(messageOf('street', '')).toBe('Address is required')
    expect(messageOf('street', 'Short st')).toBe(M.streetMin)
    expect(messageOf('country', '')).toBe('Country is required')
    expect(messageOf('state', 'abc')).toBe('State is required')
    expect(messageOf('city', '0')).toBe('City is required')
    expect(messageOf('zip_code', '')).toBe('ZIP/Postal code is required')
    expect(messageOf('zip_code', '12')).toBe(
      'Enter a valid ZIP or postal code (3–10 letters/numbers)',
    )
    expect(messageOf('zip_code', '12345678901')).toBe(
      'Enter a valid ZIP or postal code (3–10 letters/numbers)',
    )
    expect(messageOf('zip_code', '1234#')).toBe(
      'Enter a valid ZIP or postal code (3–10 letters/numbers)',
    )
    expect(messageOf('zip_code', 'SW1A 1AA')).toBeUndefined()
    expect(messageOf('zip_code', '12345-6789')).toBeUndefined()
    expect(messageOf('latitude', '')).toBeUndefined()
    expect(messageOf('latitude', '91')).toBe(M.latitudeRequired)
    expect(messageOf('longitude', '-181')).toBe(M.longitudeRequired)
  })
})

describe('one-time code payload', () => {
  it('needs exactly 6 characters', () => {
    expect(otpSchema.parse({ email: 'A@Example.org', otp: ' 123456 ' })).toEqual({
      email: 'a@example.org',
      otp: '123456',
    })
    for (const otp of ['', '12345', '1234567']) {
      expect(otpSchema.safeParse({ email: 'a@example.org', otp }).error?.issues[0]?.message).toBe(
        'Please enter a valid 6-digit OTP',
      )
    }
    expect(otpSchema.safeParse({ email: '', otp: '123456' }).error?.issues[0]?.message).toBe(
      'Email is required',
    )
  })
})

describe('characters no field takes (issue 25: a NUL failed the insert with a 500)', () => {
  const LABELS: Record<string, string> = {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    cc_number: 'Card number',
    cc_name: 'Cardholder name',
    cc_exp_month: 'Expiration month',
    cc_exp_year: 'Expiration year',
    cc_cvc: 'CVC',
    street: 'Address',
    zip_code: 'ZIP/Postal code',
  }
  for (const [field, label] of Object.entries(LABELS)) {
    it(`${field}: NUL, other C0 controls, a new line and a lone surrogate`, () => {
      // Inside the text: a control character at either end is trimmed off like a space.
      const ok = field === 'cc_exp_month' ? '12' : String(valid[field as keyof typeof valid])
      for (const bad of ['\u0000', '\u0007', '\u001f', '\n', '\ud800', '\udc00']) {
        const value = ok.slice(0, 1) + bad + ok.slice(1)
        expect(messageOf(field, value), JSON.stringify(bad)).toBe(
          `${label} contains characters that are not allowed.`,
        )
      }
    })
  }
  it('keeps paired surrogates (an emoji) and refuses a NUL in the code e-mail', () => {
    expect(messageOf('street', '485 Lexington Avenue \u{1F600}')).toBeUndefined()
    const otp = otpSchema.safeParse({ email: 'a\u0000@example.org', otp: '123456' })
    expect(otp.error?.issues.map((i) => i.message)).toEqual([
      'Email contains characters that are not allowed.',
    ])
  })
})
