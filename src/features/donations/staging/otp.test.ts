import { describe, expect, it } from 'vitest'
import { signingKeysFrom } from '@/lib/security/keys'
import { codeMatches, generateCode, hashCode, newSalt, stagingCode } from './otp'
import { cancelPlanUrl, planToken, planTokenValid } from '../recurring/plan-link'
import { nextPeriod, periodDate } from '../recurring/schedule'

const keys = (secret: string) => signingKeysFrom({ secret })
const SECRET = keys('a-secret-of-at-least-thirty-two-chars')
const OTHER = keys('another-secret-of-at-least-32-chars')

describe('one-time code', () => {
  it('is 6 digits, zero-padded, and varies', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode))
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
    expect(codes.size).toBeGreaterThan(190)
  })

  it('is kept as a salted HMAC that only the same secret, salt and code match', () => {
    const salt = newSalt()
    const hash = hashCode(SECRET, salt, '012345')
    expect(hash).not.toContain('012345')
    expect(codeMatches(SECRET, salt, '012345', hash)).toBe(true)
    expect(codeMatches(SECRET, salt, '012346', hash)).toBe(false)
    expect(codeMatches(SECRET, newSalt(), '012345', hash)).toBe(false)
    expect(codeMatches(OTHER, salt, '012345', hash)).toBe(false)
    expect(hashCode(SECRET, newSalt(), '012345')).not.toBe(hash)
  })
})

describe("a staged donation's code", () => {
  it('is 6 digits, the same for one salt and key, another for another salt or key', () => {
    const salt = newSalt()
    expect(stagingCode(SECRET, salt)).toMatch(/^\d{6}$/)
    expect(stagingCode(SECRET, salt)).toBe(stagingCode(SECRET, salt))
    expect(stagingCode(OTHER, salt)).not.toBe(stagingCode(SECRET, salt))
    const codes = new Set(Array.from({ length: 200 }, () => stagingCode(SECRET, newSalt())))
    expect(codes.size).toBeGreaterThan(190)
  })
})

describe('cancel link of a plan', () => {
  it('is signed per plan', () => {
    const token = planToken(SECRET, 7)
    expect(planTokenValid(SECRET, 7, token)).toBe(true)
    expect(planTokenValid(SECRET, 8, token)).toBe(false)
    expect(planTokenValid(OTHER, 7, token)).toBe(false)
    expect(planTokenValid(SECRET, 7, undefined)).toBe(false)
    expect(planTokenValid(SECRET, 7, `${token}x`)).toBe(false)
    expect(cancelPlanUrl('https://charity.example.org', SECRET, 7)).toBe(
      `https://charity.example.org/donations/cancel?plan=7&token=${token}`,
    )
  })
})

describe('keys of codes and cancel links (decision 0024)', () => {
  const linkKey = Buffer.alloc(32, 9).toString('base64url')

  it('survive a change of PAYLOAD_SECRET when LINK_SIGNING_KEY is set', () => {
    const before = signingKeysFrom({ secret: 'a'.repeat(32), LINK_SIGNING_KEY: linkKey })
    const after = signingKeysFrom({ secret: 'b'.repeat(32), LINK_SIGNING_KEY: linkKey })
    expect(planTokenValid(after, 7, planToken(before, 7))).toBe(true)
    expect(codeMatches(after, 'salt', '012345', hashCode(before, 'salt', '012345'))).toBe(true)
  })

  it('refuse a cancel link and a code hash made before LINK_SIGNING_KEY (issue 47)', () => {
    // Produced by the code before decision 0024 with this PAYLOAD_SECRET.
    const keys = signingKeysFrom({
      secret: 'legacy-payload-secret-of-at-least-32-chars',
      LINK_SIGNING_KEY: linkKey,
    })
    const cancel = 'UkCvFve9bLLd6Tuf7pL0OPXRd8easEj5cEa96qAlNmY'
    expect(planTokenValid(keys, 7, cancel)).toBe(false)
    expect(planTokenValid(keys, 7, planToken(keys, 7))).toBe(true)
    const hash = '2M_-tomlPJvWWkJacF4OX0qIu1S4cKirAYNDt5SKH8U'
    expect(codeMatches(keys, 'c2FsdHNhbHQ', '012345', hash)).toBe(false)
    expect(
      codeMatches(keys, 'c2FsdHNhbHQ', '012345', hashCode(keys, 'c2FsdHNhbHQ', '012345')),
    ).toBe(true)
  })
})

describe('recurring schedule', () => {
  const start = new Date('2026-01-31T10:00:00Z')
  it('counts weeks, two weeks and calendar months from the start', () => {
    expect(periodDate(start, 'weekly', 1).toISOString()).toBe('2026-02-07T10:00:00.000Z')
    expect(periodDate(start, 'biweekly', 2).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(periodDate(start, 'monthly', 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(periodDate(start, 'monthly', 2).toISOString()).toBe('2026-03-31T10:00:00.000Z')
    expect(periodDate(start, 'monthly', 13).toISOString()).toBe('2027-02-28T10:00:00.000Z')
    expect(periodDate(new Date('2027-12-15T00:00:00Z'), 'monthly', 1).toISOString()).toBe(
      '2028-01-15T00:00:00.000Z',
    )
  })
  it('skips periods that passed during an outage instead of charging them all', () => {
    expect(nextPeriod(start, 'weekly', 2, new Date('2026-02-01T00:00:00Z')).n).toBe(2)
    const late = nextPeriod(start, 'weekly', 2, new Date('2026-03-01T00:00:00Z'))
    expect(late.n).toBe(5)
    expect(late.at.toISOString()).toBe('2026-03-07T10:00:00.000Z')
  })
})
