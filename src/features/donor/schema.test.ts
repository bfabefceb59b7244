import { describe, expect, it } from 'vitest'
import { planChangeSchema, resendSchema, signInSchema, verifySchema } from './schema'

describe('donor portal schemas', () => {
  it('reads an address in lower case and a 6-digit code only', () => {
    expect(signInSchema.parse({ email: ' Donor@Example.ORG ' })).toEqual({
      email: 'donor@example.org',
    })
    expect(signInSchema.safeParse({ email: 'nope' }).success).toBe(false)
    expect(verifySchema.parse({ email: 'a@b.org', code: '012345' }).code).toBe('012345')
    for (const code of ['12345', '1234567', '12a456', '', 123456]) {
      expect(verifySchema.safeParse({ email: 'a@b.org', code }).success).toBe(false)
    }
  })

  it('takes a plan change of $1 to $10,000 in cents and the three frequencies', () => {
    expect(
      planChangeSchema.parse({ action: 'change', amount: '55.5', repeatType: 'weekly' }),
    ).toEqual({ action: 'change', amount: 55.5, repeatType: 'weekly' })
    expect(planChangeSchema.parse({ action: 'pause' })).toEqual({ action: 'pause' })
    for (const bad of [
      { action: 'change', amount: '0.99', repeatType: 'weekly' },
      { action: 'change', amount: '10000.01', repeatType: 'monthly' },
      { action: 'change', amount: '5.555', repeatType: 'monthly' },
      { action: 'change', amount: '5', repeatType: 'daily' },
      { action: 'delete' },
      {},
    ]) {
      expect(planChangeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('resends a receipt by donation id or a statement by address and year', () => {
    expect(resendSchema.parse({ donationId: '12' })).toEqual({ donationId: 12 })
    expect(resendSchema.parse({ email: 'A@b.org', year: 2025 })).toEqual({
      email: 'a@b.org',
      year: 2025,
    })
    expect(resendSchema.safeParse({ email: 'a@b.org', year: 1999 }).success).toBe(false)
  })
})

describe('donor details schema', () => {
  it('keeps new lines in the address and refuses other control characters', async () => {
    const { detailsSchema } = await import('./schema')
    expect(detailsSchema.parse({ address: '5 Tahrir Sq\nCairo' }).address).toBe(
      '5 Tahrir Sq\nCairo',
    )
    expect(detailsSchema.safeParse({ address: 'a\u0000b' }).success).toBe(false)
    expect(detailsSchema.safeParse({ name: 'a\u0007b' }).success).toBe(false)
  })
})

describe('a new card for a plan', () => {
  const now = new Date('2026-11-27T00:00:00Z')
  const card = {
    cc_number: '5555 5555 5555 4444',
    cc_name: 'Amira Fawzy',
    cc_exp_month: '3',
    cc_exp_year: '2028',
    cc_cvc: '123',
  }

  it("takes the donation form's card fields, with its rules (sandbox)", async () => {
    const { cardChangeSchema } = await import('@/features/donations/recurring/card-change-schema')
    expect(cardChangeSchema(now).parse(card)).toEqual({
      ...card,
      cc_number: '5555555555554444',
      cc_exp_month: '03',
    })
    for (const bad of [
      { ...card, cc_number: '1234' },
      { ...card, cc_exp_year: '2025' },
      { ...card, cc_cvc: '12' },
      { ...card, cc_name: '' },
    ]) {
      expect(cardChangeSchema(now).safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('takes a PaymentMethod id in Stripe mode and refuses any card field sent with it', async () => {
    const { stripeCardChangeSchema, cardCodeSchema } = await import(
      '@/features/donations/recurring/card-change-schema'
    )
    const stripe = stripeCardChangeSchema(now)
    expect(
      stripe.parse({ cc_name: 'Amira Fawzy', payment_method_id: 'pm_card_visa' }),
    ).toMatchObject({
      payment_method_id: 'pm_card_visa',
    })
    expect(stripe.safeParse({ ...card, payment_method_id: 'pm_card_visa' }).success).toBe(false)
    expect(stripe.safeParse({ cc_name: 'Amira Fawzy', payment_method_id: 'tok_x' }).success).toBe(
      false,
    )
    expect(cardCodeSchema.parse({ code: '004211' })).toEqual({ code: '004211' })
    expect(cardCodeSchema.safeParse({ code: '4211' }).success).toBe(false)
  })
})
