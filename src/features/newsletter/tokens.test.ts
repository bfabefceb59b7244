import { describe, expect, it } from 'vitest'
import * as tokens from './tokens'

describe('tokens', () => {
  it('are random, 43 base64url characters, stored as their SHA-256', () => {
    const a = tokens.newToken()
    const b = tokens.newToken()
    expect(a.token).not.toBe(b.token)
    expect(tokens.isWellFormedToken(a.token)).toBe(true)
    expect(a.hash).toBe(tokens.hashToken(a.token))
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(a.hash).not.toContain(a.token)
  })

  it('refuses anything else before looking it up', () => {
    for (const bad of ['', 'short', `${'a'.repeat(42)}!`, 'a'.repeat(44), undefined, ['x'], 42]) {
      expect(tokens.isWellFormedToken(bad)).toBe(false)
    }
  })

  it('expire 7 days after the request', () => {
    expect(tokens.CONFIRM_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000)
    expect(tokens.confirmExpiry(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-08T00:00:00.000Z',
    )
  })
})

describe('tokens.confirmOutcome', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const pending = (expires: string) => ({ status: 'pending' as const, confirmExpiresAt: expires })

  it('confirms a pending subscriber whose link has not expired', () => {
    expect(tokens.confirmOutcome(pending('2026-03-10T12:00:01Z'), now)).toBe('confirmed')
  })
  it('says expired once the 7 days have passed', () => {
    expect(tokens.confirmOutcome(pending('2026-03-10T12:00:00Z'), now)).toBe('expired')
    expect(tokens.confirmOutcome(pending('2026-03-01T00:00:00Z'), now)).toBe('expired')
    expect(tokens.confirmOutcome({ status: 'pending', confirmExpiresAt: null }, now)).toBe(
      'expired',
    )
  })
  it('says already confirmed, and invalid for unknown or unsubscribed', () => {
    expect(tokens.confirmOutcome({ status: 'confirmed' }, now)).toBe('already-confirmed')
    expect(tokens.confirmOutcome({ status: 'unsubscribed' }, now)).toBe('invalid')
    expect(tokens.confirmOutcome(null, now)).toBe('invalid')
  })
})
