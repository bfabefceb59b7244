import { describe, expect, it } from 'vitest'
import { dataKeyRingFrom, lookupKeysFrom } from '@/lib/security/keys'
import { lookupCandidates, lookupHash } from './lookup-hash'
import {
  newReference,
  normaliseNationalId,
  normalisePhone,
  normaliseReference,
  REFERENCE_ALPHABET,
} from './reference'

describe('case references', () => {
  it('are 8 characters of an alphabet without 0, O, 1 or I', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32)
    for (const c of '0O1I') expect(REFERENCE_ALPHABET).not.toContain(c)
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const ref = newReference()
      expect(ref).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
      seen.add(ref)
    }
    expect(seen.size).toBe(2000)
  })
  it('are read as typed: case, spaces and dashes do not matter; anything else is no reference', () => {
    expect(normaliseReference(' k7qm-4zp2 ')).toBe('K7QM4ZP2')
    expect(normaliseReference('K7QM4ZP0')).toBe('')
    expect(normaliseReference('K7QM4ZP')).toBe('')
    expect(normaliseReference(42)).toBe('')
    // Typed on an Arabic keyboard: its digits read as ASCII.
    expect(normaliseReference('k٧qm-٤zp٢')).toBe('K7QM4ZP2')
  })
})

describe('lookup normalisation', () => {
  it('reads Arabic-Indic digits and drops separators', () => {
    expect(normaliseNationalId('٢٩٨٠١٠١١٢٣٤٥٦٧')).toBe('29801011234567')
    expect(normaliseNationalId('2980 1011-234567')).toBe('29801011234567')
    expect(normalisePhone('+20 101 234 5678')).toBe('01012345678')
    expect(normalisePhone('00201012345678')).toBe('01012345678')
    expect(normalisePhone('۰۱۰۱۲۳۴۵۶۷۸')).toBe('01012345678')
  })
})

describe('lookup hashes', () => {
  const ring = (keys?: string) =>
    dataKeyRingFrom({ secret: 'a-secret-of-the-app', DATA_ENCRYPTION_KEYS: keys })
  const k1 = `k1:${Buffer.alloc(32, 1).toString('base64')}`
  const k2 = `k2:${Buffer.alloc(32, 2).toString('base64')}`

  it('match the same ID however it is written, and never a phone of the same digits', () => {
    const keys = lookupKeysFrom(ring(k1))
    const stored = lookupHash('nid', '29801011234567', keys)
    expect(stored).toMatch(/^[\w-]{43}$/)
    expect(lookupCandidates('nid', '٢٩٨٠١٠١١٢٣٤٥٦٧', keys)).toContain(stored)
    expect(lookupCandidates('phone', '29801011234567', keys)).not.toContain(stored)
    expect(lookupCandidates('nid', '29801011234568', keys)).not.toContain(stored)
    expect(lookupHash('nid', '', keys)).toBeNull()
  })
  it('are keyed: another key ring gives other hashes; a rotated ring still finds old ones', () => {
    const before = lookupHash('nid', '29801011234567', lookupKeysFrom(ring(k1)))
    expect(lookupHash('nid', '29801011234567', lookupKeysFrom(ring(k2)))).not.toBe(before)
    const rotated = lookupKeysFrom(ring(`${k2},${k1}`))
    expect(lookupHash('nid', '29801011234567', rotated)).not.toBe(before)
    expect(lookupCandidates('nid', '29801011234567', rotated)).toContain(before)
  })
})
