import { describe, expect, it } from 'vitest'
import { signingKeysFrom } from '@/lib/security/keys'
import {
  authenticateLinkValid,
  authenticatePlanUrl,
  planToken,
  pledgeLinkValid,
  pledgePaymentUrl,
} from './plan-link'

const KEYS = signingKeysFrom({ secret: 'a-secret-of-at-least-thirty-two-chars' })
const OTHER = signingKeysFrom({ secret: 'another-secret-of-at-least-32-chars' })
const NOW = new Date('2026-11-29T01:00:00Z')
const DAY = 86_400_000

function parts(url: string) {
  const u = new URL(url)
  return {
    path: u.pathname,
    plan: Number(u.searchParams.get('plan')),
    expires: Number(u.searchParams.get('expires')),
    token: u.searchParams.get('token'),
  }
}

describe("the signed, expiring link to a plan's authentication page", () => {
  it('opens its own plan for 14 days, in the mail language', () => {
    const link = parts(authenticatePlanUrl('https://charity.example.org', KEYS, 7, NOW))
    expect(link.path).toBe('/donor/authenticate')
    expect(link.expires).toBe(NOW.getTime() / 1000 + 14 * 86_400)
    expect(authenticateLinkValid(KEYS, 7, link.expires, link.token, NOW)).toBe(true)
    expect(
      authenticateLinkValid(KEYS, 7, link.expires, link.token, new Date(NOW.getTime() + 14 * DAY)),
    ).toBe(true)
    expect(parts(authenticatePlanUrl('https://charity.example.org', KEYS, 7, NOW, 'ar')).path).toBe(
      '/ar/donor/authenticate',
    )
  })

  it('refuses it once expired, for another plan, with a changed expiry or another key', () => {
    const link = parts(authenticatePlanUrl('https://x.org', KEYS, 7, NOW))
    const later = new Date(NOW.getTime() + 14 * DAY + 1000)
    expect(authenticateLinkValid(KEYS, 7, link.expires, link.token, later)).toBe(false)
    expect(authenticateLinkValid(KEYS, 8, link.expires, link.token, NOW)).toBe(false)
    expect(authenticateLinkValid(KEYS, 7, link.expires + 86_400, link.token, NOW)).toBe(false)
    expect(authenticateLinkValid(OTHER, 7, link.expires, link.token, NOW)).toBe(false)
    expect(authenticateLinkValid(KEYS, 7, Number.NaN, link.token, NOW)).toBe(false)
    // The cancel link's token does not open it (each use signs under its own label).
    expect(authenticateLinkValid(KEYS, 7, link.expires, planToken(KEYS, 7), NOW)).toBe(false)
  })
})

describe("the signed link of one pledge period's payment", () => {
  it('pays that plan and period only, under that key only, and carries the language', () => {
    const u = new URL(pledgePaymentUrl('https://charity.example.org', KEYS, 7, 3, 'ar'))
    expect(u.pathname).toBe('/api/donation/pledge-payment')
    expect(u.searchParams.get('lang')).toBe('ar')
    const token = u.searchParams.get('token')
    expect(pledgeLinkValid(KEYS, 7, 3, token)).toBe(true)
    expect(pledgeLinkValid(KEYS, 7, 4, token)).toBe(false)
    expect(pledgeLinkValid(KEYS, 8, 3, token)).toBe(false)
    expect(pledgeLinkValid(OTHER, 7, 3, token)).toBe(false)
    // Another use's token for the same plan is not a payment link.
    expect(pledgeLinkValid(KEYS, 7, 3, planToken(KEYS, 7))).toBe(false)
  })
})
