import { describe, expect, it } from 'vitest'
import { codeMatches, hashCode } from '@/features/donations/otp'
import { planToken, planTokenValid } from '@/features/donations/plan-link'
import { signVoteLink, verifyVoteLink } from '@/features/voting/token'
import { loadEnv } from '@/lib/env'
import { dataKeyRingFrom, parseKeyRing, signingKeysFrom } from './keys'

const KEY = Buffer.alloc(32, 7).toString('base64')
const LINK_KEY = Buffer.alloc(32, 9).toString('base64url')
const link = { meeting: '4', user: '17', needSignature: 'true' }

describe('link signing keys', () => {
  it('keeps outstanding links and codes valid when PAYLOAD_SECRET changes but LINK_SIGNING_KEY stays', () => {
    const before = signingKeysFrom({ secret: 'a'.repeat(32), LINK_SIGNING_KEY: LINK_KEY })
    const after = signingKeysFrom({ secret: 'b'.repeat(32), LINK_SIGNING_KEY: LINK_KEY })
    expect(verifyVoteLink(after, link, signVoteLink(before, link))).toBe(true)
    expect(planTokenValid(after, 7, planToken(before, 7))).toBe(true)
    expect(codeMatches(after, 'salt', '012345', hashCode(before, 'salt', '012345'))).toBe(true)
  })

  it('derives a key of its own from the secret when unset (not the secret itself)', () => {
    const derived = signingKeysFrom({ secret: 'a'.repeat(32) })
    expect(derived.key).toHaveLength(32)
    expect(derived.key.equals(Buffer.from('a'.repeat(32)))).toBe(false)
    expect(derived.key.equals(dataKeyRingFrom({ secret: 'a'.repeat(32) }).current.key)).toBe(false)
    const other = signingKeysFrom({ secret: 'b'.repeat(32) })
    expect(verifyVoteLink(other, link, signVoteLink(derived, link))).toBe(false)
  })

  it('accepts links and codes made before the signing key (legacy, keyed by the app secret)', () => {
    // Produced by the code before decision 0024 with this PAYLOAD_SECRET.
    const keys = signingKeysFrom({
      secret: 'legacy-payload-secret-of-at-least-32-chars',
      LINK_SIGNING_KEY: LINK_KEY,
    })
    expect(verifyVoteLink(keys, link, 'Ycty3SIQ_Fub0Zyi0IAg5tSZxJMUdUA0bZR-5eziAtw')).toBe(true)
    expect(planTokenValid(keys, 7, 'UkCvFve9bLLd6Tuf7pL0OPXRd8easEj5cEa96qAlNmY')).toBe(true)
    expect(
      codeMatches(keys, 'c2FsdHNhbHQ', '012345', '2M_-tomlPJvWWkJacF4OX0qIu1S4cKirAYNDt5SKH8U'),
    ).toBe(true)
    expect(planTokenValid(keys, 8, 'UkCvFve9bLLd6Tuf7pL0OPXRd8easEj5cEa96qAlNmY')).toBe(false)
  })

  it('signs each use under its own label', () => {
    const keys = signingKeysFrom({ secret: 'a'.repeat(32) })
    expect(planToken(keys, 7)).not.toBe(hashCode(keys, '', '7'))
  })
})

describe('key settings in the environment', () => {
  const base = { PAYLOAD_SECRET: 'p'.repeat(32) }

  it('accepts a well-formed ring and signing key', () => {
    const e = loadEnv({
      ...base,
      DATA_ENCRYPTION_KEYS: `k2:${KEY}, k1:${KEY}`,
      LINK_SIGNING_KEY: LINK_KEY,
    })
    expect(parseKeyRing(e.DATA_ENCRYPTION_KEYS ?? '').map((k) => k.id)).toEqual(['k2', 'k1'])
  })

  it.each([
    ['no id', KEY, 'DATA_ENCRYPTION_KEYS: entry 1 must be id:base64key'],
    ['a short key', `k1:${Buffer.alloc(16).toString('base64')}`, 'key "k1" must be 32 bytes'],
    ['not base64', 'k1:not base64!', 'key "k1" must be 32 bytes'],
    ['a repeated id', `k1:${KEY},k1:${KEY}`, 'key id "k1" is listed twice'],
    ['a bad id', `k 1:${KEY}`, 'entry 1 must be id:base64key'],
  ])('stops the start on %s, without printing the key', (_, value, message) => {
    const start = () => loadEnv({ ...base, DATA_ENCRYPTION_KEYS: value })
    expect(start).toThrow(message)
    expect(start).not.toThrow(KEY)
  })

  it('stops the start on a short LINK_SIGNING_KEY', () => {
    expect(() => loadEnv({ ...base, LINK_SIGNING_KEY: 'c2hvcnQ=' })).toThrow(
      'LINK_SIGNING_KEY: must be at least 32 bytes in base64',
    )
  })
})
