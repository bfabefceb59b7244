import { describe, expect, it } from 'vitest'
import { decryptField, encryptField, isEncrypted } from './crypto'

const secret = 'a'.repeat(32)

describe('national ID encryption', () => {
  it('round-trips and never stores the clear text', () => {
    const stored = encryptField('29801011234567', secret)
    expect(isEncrypted(stored)).toBe(true)
    expect(stored).not.toContain('29801011234567')
    expect(decryptField(stored, secret)).toBe('29801011234567')
  })
  it('uses a fresh IV each time', () => {
    expect(encryptField('1', secret)).not.toBe(encryptField('1', secret))
  })
  it('refuses another key and a tampered value', () => {
    const stored = encryptField('29801011234567', secret)
    expect(() => decryptField(stored, 'b'.repeat(32))).toThrow()
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA')
    expect(() => decryptField(tampered, secret)).toThrow()
  })
  it('passes clear values through', () => {
    expect(decryptField('123', secret)).toBe('123')
  })
})
