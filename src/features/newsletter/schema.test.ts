import { describe, expect, it } from 'vitest'
import { honeypotFilled, NEWSLETTER_MESSAGES, newsletterSchema } from './schema'

describe('newsletterSchema', () => {
  it('accepts an address, trimmed and in lower case', () => {
    expect(newsletterSchema.parse({ email: '  Donor@Example.ORG ' })).toEqual({
      email: 'donor@example.org',
    })
  })

  it.each([
    [''],
    ['not-an-email'],
    ['a@b'],
    ['two@@example.org'],
    [`${'x'.repeat(250)}@example.org`],
  ])('refuses %j with the form message', (email) => {
    const result = newsletterSchema.safeParse({ email })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Please enter a valid email address.',
    )
  })

  it('refuses a missing or non-string email', () => {
    for (const body of [{}, { email: 42 }, null]) {
      const result = newsletterSchema.safeParse(body)
      expect(result.success).toBe(false)
    }
    expect(newsletterSchema.safeParse({}).error?.issues[0]?.message).toBe(
      NEWSLETTER_MESSAGES.invalidEmail,
    )
  })

  it('has the texts of the issue', () => {
    expect(NEWSLETTER_MESSAGES).toEqual({
      thanks: 'Thank you! Please check your inbox to confirm your subscription.',
      invalidEmail: 'Please enter a valid email address.',
      failed: 'Something went wrong. Please try again.',
    })
  })
})

describe('characters no field takes', () => {
  it('refuses NUL, other C0 controls and a lone surrogate with the form message', () => {
    for (const bad of ['\u0000', '\u0009', '\u001f', '\ud800']) {
      expect(
        newsletterSchema.safeParse({ email: `do${bad}nor@example.org` }).error?.issues,
        JSON.stringify(bad),
      ).toEqual([
        expect.objectContaining({ path: ['email'], message: NEWSLETTER_MESSAGES.invalidEmail }),
      ])
    }
  })
})

describe('honeypotFilled', () => {
  it('is true only when the hidden field holds text', () => {
    expect(honeypotFilled({ email: 'a@b.org', website: 'http://spam' })).toBe(true)
    expect(honeypotFilled({ email: 'a@b.org', website: '  ' })).toBe(false)
    expect(honeypotFilled({ email: 'a@b.org' })).toBe(false)
    expect(honeypotFilled(null)).toBe(false)
  })
})
