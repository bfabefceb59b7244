import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * The go-live checklist of the back office's home (issue 45 item 1, decision 0112), from the
 * database's legal entities and the server's settings: it lists what is missing, turns an entity
 * green once its receipt details are filled, and is shown to admins and treasurers only.
 */
let payload: Payload
let close: () => Promise<void>
let golive: typeof import('@/features/backoffice/golive.server')

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  golive = await import('@/features/backoffice/golive.server')
})
afterAll(async () => close?.())

const TREASURER = { roles: ['treasurer'] }
const DEV = { SITE_URL: 'http://localhost:3000', PAYMENT_GATEWAY: 'sandbox' }
const missing = (checks: { ok: boolean; key: string }[] | null) =>
  checks!.filter((c) => !c.ok).map((c) => c.key)

describe('the go-live checklist', () => {
  it('lists every missing item of a fresh install, then the entity turns green once filled', async () => {
    // No entity rows yet: the built-in defaults, without a number or a street.
    const fresh = await golive.loadGoLive(payload, TREASURER, 'en', DEV)
    expect(missing(fresh)).toEqual([
      'receipts-USD',
      'gateway-USD',
      'receipts-EGP',
      'gateway-EGP',
      'smtp',
      'notify',
      'site',
      'backups',
    ])
    expect(fresh!.find((c) => c.key === 'receipts-USD')!.detail).toBe(
      'Missing: postal address with the street, registration or tax number, tax statement, signatory’s name. Until the legal name, address and number are filled, receipts say “SAMPLE — not valid for tax”.',
    )

    const usd = await payload.create({
      collection: 'legal-entities',
      overrideAccess: true,
      data: {
        currency: 'USD',
        gateway: 'stripe',
        name: 'New Egypt Foundation Inc.',
        address: '485 Lexington Avenue, Suite 1200\nNew York, NY 10017',
        registrationLabel: 'EIN',
        minAmount: 100,
        maxAmount: 1_000_000,
      },
    })
    const partly = await golive.loadGoLive(payload, TREASURER, 'en', DEV)
    const usdCheck = partly!.find((c) => c.key === 'receipts-USD')!
    expect(usdCheck).toMatchObject({
      ok: false,
      href: `/admin/collections/legal-entities/${usd.id}`,
    })
    expect(usdCheck.detail).toMatch(
      /^Missing: registration or tax number, tax statement, signatory’s name\./,
    )

    await payload.update({
      collection: 'legal-entities',
      id: usd.id,
      overrideAccess: true,
      data: {
        registrationNumber: '12-3456789',
        deductibilityStatement: 'Deductible to the extent the law allows.',
        signatoryName: 'Mona Hassan',
      },
    })
    const live = {
      SITE_URL: 'https://newegypt.example',
      SMTP_HOST: 'smtp.newegypt.example',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
    }
    expect(missing(await golive.loadGoLive(payload, { roles: ['admin'] }, 'ar', live))).toEqual([
      'receipts-EGP',
      'gateway-EGP',
      'notify',
      'backups',
    ])
  })

  it('is not shown to other roles', async () => {
    expect(await golive.loadGoLive(payload, { roles: ['editor'] }, 'en', DEV)).toBeNull()
    expect(await golive.loadGoLive(payload, null, 'en', DEV)).toBeNull()
  })
})
