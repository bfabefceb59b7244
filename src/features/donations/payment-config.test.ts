import { describe, expect, it } from 'vitest'
import { stripePayload } from './components/donation-form/stripe-card'
import { paymentConfigOf, paymentConfigSchema } from './payment-config'
import { donationDefaults } from './form-values'
import type { DonationPayload } from './schema'
import { stripeDonationSchema } from './schema-gateways'

describe('payment config (decision 0041)', () => {
  it('names the sandbox, or Stripe with its publishable key only', () => {
    expect(paymentConfigOf({ PAYMENT_GATEWAY: 'sandbox', STRIPE_PUBLISHABLE_KEY: 'pk_x' })).toEqual(
      { gateway: 'sandbox' },
    )
    const stripe = paymentConfigOf({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    })
    expect(stripe).toEqual({ gateway: 'stripe', publishable_key: 'pk_test_1' })
    expect(JSON.stringify(stripe)).not.toMatch(/sk_|whsec_/)
  })

  it('the browser refuses anything but a publishable key', () => {
    expect(
      paymentConfigSchema.safeParse({ gateway: 'stripe', publishable_key: 'sk_test_1' }).success,
    ).toBe(false)
    expect(paymentConfigSchema.safeParse({ gateway: 'other' }).success).toBe(false)
  })
})

describe('stripePayload', () => {
  it('sends the PaymentMethod id and no card field, which the Stripe schema accepts', () => {
    const data = {
      ...donationDefaults(1),
      first_name: 'Amal',
      last_name: 'Haddad',
      email: 'amal@example.org',
      phone: '2015550123',
      donations: [{ donation_purpose_id: 1, donation_amount: 25, is_repeat: '0', repeat_type: '' }],
      cc_number: '4242424242424242',
      cc_name: 'Amal Haddad',
      cc_exp_month: '12',
      cc_exp_year: '2030',
      cc_cvc: '123',
      street: '1 Main Street',
      country: 1,
      state: 1,
      city: 1,
      zip_code: '07030',
      latitude: 40.7,
      longitude: -74.0,
    } as unknown as DonationPayload
    const body = stripePayload(data, 'pm_card_visa')
    expect(body).toMatchObject({ payment_method_id: 'pm_card_visa', cc_name: 'Amal Haddad' })
    expect(JSON.stringify(body)).not.toMatch(/4242|cc_number|cc_cvc|cc_exp/)
    const parsed = stripeDonationSchema().safeParse(body)
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual([])
  })
})
