import { describe, expect, it } from 'vitest'
import { dataKeyRingFrom } from '@/lib/security/keys'
import { decryptField, encryptField, isEncrypted, sealField } from './crypto'

const KEY_A = Buffer.alloc(32, 1).toString('base64')
const KEY_B = Buffer.alloc(32, 2).toString('base64')
const ring = dataKeyRingFrom({ secret: 'a'.repeat(32) })

describe('national ID encryption', () => {
  it('round-trips and never stores the clear text', () => {
    const stored = encryptField('29801011234567', ring)
    expect(isEncrypted(stored)).toBe(true)
    expect(stored).not.toContain('29801011234567')
    expect(decryptField(stored, ring)).toBe('29801011234567')
  })
  it('uses a fresh IV each time', () => {
    expect(encryptField('1', ring)).not.toBe(encryptField('1', ring))
  })
  it('refuses another key and a tampered value', () => {
    const stored = encryptField('29801011234567', ring)
    expect(() => decryptField(stored, dataKeyRingFrom({ secret: 'b'.repeat(32) }))).toThrow()
    // One bit of the ciphertext flipped. (Rewriting its last two base64 characters, as before,
    // left the bytes unchanged now and then: the last character's low bits are padding, ignored.)
    const parts = stored.split(':')
    const data = Buffer.from(parts.at(-1)!, 'base64url')
    data[0]! ^= 1
    const tampered = [...parts.slice(0, -1), data.toString('base64url')].join(':')
    expect(tampered).not.toBe(stored)
    expect(() => decryptField(tampered, ring)).toThrow()
  })
  it('passes clear values through', () => {
    expect(decryptField('123', ring)).toBe('123')
  })

  it('decrypts a value stored before key ids (enc:v1, keyed by the app secret)', () => {
    // Written by the code before decision 0024 with PAYLOAD_SECRET below: a real stored value.
    const legacy = 'enc:v1:9gaxHPDg3MqFoqEa:p6fdxpZQywhdDX1dCCR6fg:ElIk6hUEQPq_hQbLpco'
    const secret = 'legacy-payload-secret-of-at-least-32-chars'
    expect(decryptField(legacy, dataKeyRingFrom({ secret }))).toBe('29801011234567')
    const configured = dataKeyRingFrom({ secret, DATA_ENCRYPTION_KEYS: `k1:${KEY_A}` })
    expect(decryptField(legacy, configured)).toBe('29801011234567')
  })

  it('names the key it used, encrypts with the first key and decrypts with any key of the ring', () => {
    const before = dataKeyRingFrom({ secret: 'a'.repeat(32), DATA_ENCRYPTION_KEYS: `k1:${KEY_A}` })
    const stored = encryptField('29801011234567', before)
    expect(stored.startsWith('enc:v2:k1:')).toBe(true)
    // Rotation: k2 first, k1 still listed; the old value reads, new values use k2.
    const rotated = dataKeyRingFrom({
      secret: 'a'.repeat(32),
      DATA_ENCRYPTION_KEYS: `k2:${KEY_B},k1:${KEY_A}`,
    })
    expect(decryptField(stored, rotated)).toBe('29801011234567')
    expect(encryptField('1', rotated).startsWith('enc:v2:k2:')).toBe(true)
    // k1 removed from the ring: the value names the missing key, never its content.
    const dropped = dataKeyRingFrom({ secret: 'a'.repeat(32), DATA_ENCRYPTION_KEYS: `k2:${KEY_B}` })
    expect(() => decryptField(stored, dropped)).toThrow('no key "k1" in DATA_ENCRYPTION_KEYS')
  })

  it('keeps stored IDs readable when PAYLOAD_SECRET changes but DATA_ENCRYPTION_KEYS stays', () => {
    const keys = `k1:${KEY_A}`
    const stored = encryptField(
      '29801011234567',
      dataKeyRingFrom({ secret: 'a'.repeat(32), DATA_ENCRYPTION_KEYS: keys }),
    )
    const afterChange = dataKeyRingFrom({ secret: 'c'.repeat(32), DATA_ENCRYPTION_KEYS: keys })
    expect(decryptField(stored, afterChange)).toBe('29801011234567')
  })

  it('still reads values of the derived key after keys are configured (same secret)', () => {
    const stored = encryptField('29801011234567', ring)
    expect(stored.startsWith('enc:v2:derived:')).toBe(true)
    const configured = dataKeyRingFrom({
      secret: 'a'.repeat(32),
      DATA_ENCRYPTION_KEYS: `k1:${KEY_A}`,
    })
    expect(decryptField(stored, configured)).toBe('29801011234567')
  })
})

describe('sealing a value on save', () => {
  it('encrypts clear text, keeps a current value, and moves older values to the first key', () => {
    const secret = 'legacy-payload-secret-of-at-least-32-chars'
    const ring = dataKeyRingFrom({ secret, DATA_ENCRYPTION_KEYS: `k1:${KEY_A}` })
    const current = sealField('29801011234567', ring)
    expect(current.startsWith('enc:v2:k1:')).toBe(true)
    expect(sealField(current, ring)).toBe(current)
    const legacy = 'enc:v1:9gaxHPDg3MqFoqEa:p6fdxpZQywhdDX1dCCR6fg:ElIk6hUEQPq_hQbLpco'
    const moved = sealField(legacy, ring)
    expect(moved.startsWith('enc:v2:k1:')).toBe(true)
    // Readable without the old secret now.
    const newSecret = dataKeyRingFrom({
      secret: 'x'.repeat(32),
      DATA_ENCRYPTION_KEYS: `k1:${KEY_A}`,
    })
    expect(decryptField(moved, newSecret)).toBe('29801011234567')
  })
})
