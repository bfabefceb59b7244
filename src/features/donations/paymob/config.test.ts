import { describe, expect, it } from 'vitest'
import { loadEnv } from '@/lib/env'
import { PAYMOB_STANDIN } from '@/lib/payments/paymob-settings'
import { paymobConfig, paymobEnabled } from './config.server'
import { hmacMatches, hmacOf } from './hmac'

/**
 * When Paymob's routes and callbacks count: live (its keys set) or the site in test mode with
 * the stand-in. The stand-in's HMAC secret is public: a live dollar site without Paymob's keys
 * must never believe a callback signed with it.
 */
const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }
const signed = hmacOf('anything', PAYMOB_STANDIN.hmacSecret)

describe('paymobEnabled and the HMAC secret', () => {
  it('refuses the stand-in’s public secret on a live dollar site without Paymob’s keys', () => {
    const e = loadEnv({
      ...base,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    })
    expect(paymobEnabled(e)).toBe(false)
    expect(hmacMatches('anything', signed, paymobConfig(e).hmacSecret)).toBe(false)
  })

  it('takes the stand-in’s secret in test mode, and only the account’s when live', () => {
    const test = loadEnv({ ...base, PAYMENT_GATEWAY: 'sandbox' })
    expect(paymobEnabled(test)).toBe(true)
    expect(hmacMatches('anything', signed, paymobConfig(test).hmacSecret)).toBe(true)

    const live = loadEnv({
      ...base,
      PAYMENT_GATEWAY: 'sandbox',
      PAYMOB_SECRET_KEY: 'egy_sk_live_x',
      PAYMOB_PUBLIC_KEY: 'egy_pk_live_x',
      PAYMOB_HMAC_SECRET: 'the-account-secret',
      PAYMOB_INTEGRATION_CARD: '42',
    })
    expect(paymobEnabled(live)).toBe(true)
    expect(hmacMatches('anything', signed, paymobConfig(live).hmacSecret)).toBe(false)
    expect(paymobConfig(live).hmacSecret).toBe('the-account-secret')
  })
})
