import { describe, expect, it } from 'vitest'
import { CONTACT_DEFAULTS, contactSchema } from './schema'

const valid = {
  fullname: 'Omar Nabil',
  phone: '01001234567',
  email: 'omar@example.org',
  subject: 'School supplies',
  message: 'How can I help with the drive?',
}

function messages(input: unknown): Record<string, string[]> {
  const parsed = contactSchema.safeParse(input)
  if (parsed.success) return {}
  const map: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (map[issue.path.join('.')] ??= []).push(issue.message)
  return map
}

const NAME = 'Name is required and must be at least 3 characters long.'
const EMAIL = 'Please enter a valid email address.'
const PHONE = 'Phone number is required and must contain only digits.'
const SUBJECT = 'Subject is required and must be at least 3 characters long.'
const MESSAGE = 'Message is required and must be at least 3 characters long.'

describe('contact schema (spec 001 section 5)', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactSchema.parse({ ...valid, subject: '  Hi there ' }).subject).toBe('Hi there')
  })

  it('gives every message for the empty form and for missing fields', () => {
    const all = {
      fullname: [NAME],
      phone: [PHONE],
      email: [EMAIL],
      subject: [SUBJECT],
      message: [MESSAGE],
    }
    expect(messages(CONTACT_DEFAULTS)).toEqual(all)
    expect(messages({})).toEqual(all)
  })

  it('needs at least 3 characters in name, subject and message (spaces do not count)', () => {
    expect(messages({ ...valid, fullname: 'Al', subject: ' ab ', message: 'no' })).toEqual({
      fullname: [NAME],
      subject: [SUBJECT],
      message: [MESSAGE],
    })
    expect(messages({ ...valid, fullname: 'Ali', subject: 'abc', message: 'yes' })).toEqual({})
  })

  it('checks the e-mail format', () => {
    for (const email of ['omar', 'omar@', 'omar@example', 'o mar@example.org']) {
      expect(messages({ ...valid, email }), email).toEqual({ email: [EMAIL] })
    }
  })

  it('takes digits only in the phone, read from Arabic digits and grouping first', () => {
    for (const phone of ['+201001234567', '0100/123', 'abc']) {
      expect(messages({ ...valid, phone }), phone).toEqual({ phone: [PHONE] })
    }
    for (const phone of ['0100 123', '0100-123', '٠١٠٠ ١٢٣ ٤٥٦٧']) {
      const parsed = contactSchema.safeParse({ ...valid, phone })
      expect(parsed.success && /^\d+$/.test(parsed.data.phone), phone).toBe(true)
    }
  })

  it('limits lengths on the server', () => {
    expect(
      messages({
        fullname: 'n'.repeat(101),
        phone: '1'.repeat(21),
        email: `${'a'.repeat(250)}@example.org`,
        subject: 's'.repeat(201),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      fullname: ['Name must be at most 100 characters.'],
      phone: ['Phone number must be at most 20 digits.'],
      email: ['Email must be at most 254 characters.'],
      subject: ['Subject must be at most 200 characters.'],
      message: ['Message must be at most 5000 characters.'],
    })
    expect(messages({ ...valid, message: 'm'.repeat(5000), subject: 's'.repeat(200) })).toEqual({})
  })
})

describe('characters no field takes (issue 25: a NUL failed the insert with a 500)', () => {
  const LABELS = {
    fullname: 'Name',
    phone: 'Phone number',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  } as const
  for (const [field, label] of Object.entries(LABELS)) {
    it(`${field}: NUL, other C0 controls and a lone surrogate`, () => {
      const ok = valid[field as keyof typeof valid]
      for (const bad of ['\u0000', '\u0008', '\u001b', '\ud83d']) {
        const value = ok.slice(0, 1) + bad + ok.slice(1)
        expect(messages({ ...valid, [field]: value }), JSON.stringify(bad)).toEqual({
          [field]: [`${label} contains characters that are not allowed.`],
        })
      }
    })
  }
  it('takes tabs and new lines in the message (a textarea) only', () => {
    expect(messages({ ...valid, message: 'Line one\r\n\tLine two' })).toEqual({})
    expect(messages({ ...valid, subject: 'Line\none' })).toEqual({
      subject: ['Subject contains characters that are not allowed.'],
    })
  })
})
