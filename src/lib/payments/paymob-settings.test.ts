import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from '../env'

const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source)
    return []
  } catch (error) {
    return (error as EnvError).problems
  }
}

describe('Paymob settings', () => {
  it('needs nothing for the stand-in, and takes the real keys with an integration id', () => {
    expect(problemsOf({})).toEqual([])
    const real = {
      PAYMOB_SECRET_KEY: 'egy_sk_test_x',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_x',
      PAYMOB_HMAC_SECRET: 'hmac',
      PAYMOB_INTEGRATION_CARD: '4097558',
    }
    expect(loadEnv(real)).toMatchObject({
      ...real,
      PAYMOB_KIOSK_HOURS: 72,
      PAYMOB_TIMEOUT_MS: 20_000,
    })
  })

  it('refuses half a configuration rather than falling back to the stand-in', () => {
    expect(problemsOf({ PAYMOB_SECRET_KEY: 'egy_sk_test_x' })).toEqual([
      'PAYMOB_SECRET_KEY: Paymob needs PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET too (or none of them, for the stand-in)',
      'PAYMOB_INTEGRATION_CARD: Paymob needs at least one integration id (card, wallet or kiosk)',
    ])
    expect(problemsOf({ PAYMOB_INTEGRATION_KIOSK: 'aman' })).toContain(
      'PAYMOB_INTEGRATION_KIOSK: must be the integration id, digits only (Developers → Payment Integrations)',
    )
    expect(problemsOf({ PAYMOB_KIOSK_HOURS: '0' })).toEqual([
      'PAYMOB_KIOSK_HOURS: must be a whole number of hours from 1 to 720',
    ])
  })
})
