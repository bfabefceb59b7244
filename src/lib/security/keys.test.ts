import { describe, expect, it } from 'vitest'
import { loadEnv } from '@/lib/env'
import { dataKeyRingFrom, parseKeyRing, signingKeysFrom } from './keys'
import { sign } from './signing'

const KEY = Buffer.alloc(32, 7).toString('base64')
const LINK_KEY = Buffer.alloc(32, 9).toString('base64url')

describe('link signing keys', () => {
  it('survive a change of PAYLOAD_SECRET when LINK_SIGNING_KEY is set', () => {
    const before = signingKeysFrom({ secret: 'a'.repeat(32), LINK_SIGNING_KEY: LINK_KEY })
    const after = signingKeysFrom({ secret: 'b'.repeat(32), LINK_SIGNING_KEY: LINK_KEY })
    expect(sign(after, 'vote-link', 'm')).toBe(sign(before, 'vote-link', 'm'))
  })

  it('are derived from the secret when unset: a key of their own, not the secret itself', () => {
    const derived = signingKeysFrom({ secret: 'a'.repeat(32) })
    expect(derived.key).toHaveLength(32)
    expect(derived.key.equals(Buffer.from('a'.repeat(32)))).toBe(false)
    expect(derived.key.equals(dataKeyRingFrom({ secret: 'a'.repeat(32) }).current.key)).toBe(false)
    const other = signingKeysFrom({ secret: 'b'.repeat(32) })
    expect(sign(other, 'vote-link', 'm')).not.toBe(sign(derived, 'vote-link', 'm'))
  })

  it('sign each use under its own label', () => {
    const keys = signingKeysFrom({ secret: 'a'.repeat(32) })
    expect(sign(keys, 'vote-link', 'm')).not.toBe(sign(keys, 'donation-otp', 'm'))
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
