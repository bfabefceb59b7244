import { describe, expect, it } from 'vitest'
import { clientAddress, trustedHops } from './client-address.mjs'

describe('clientAddress', () => {
  it('is the connecting peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(clientAddress(undefined, '::ffff:198.51.100.2', 0)).toBe('198.51.100.2')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('behind one proxy, is the entry that proxy appended, not what the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; nginx appended the address it saw.
    expect(clientAddress('6.6.6.6, 198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7')
    expect(clientAddress(['6.6.6.6', '198.51.100.7'], '127.0.0.1', 1)).toBe('198.51.100.7')
  })

  it('behind two proxies (a CDN, then nginx), counts two from the right', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.7, 192.0.2.1', '127.0.0.1', 2)).toBe('198.51.100.7')
  })

  it('with fewer entries than trusted hops, takes the leftmost; long values are cut', () => {
    expect(clientAddress('', '127.0.0.1', 3)).toBe('127.0.0.1')
    expect(clientAddress('x'.repeat(500), '127.0.0.1', 1)).toHaveLength(64)
  })
})

describe('trustedHops', () => {
  it('reads a whole number from 0 to 10, unset as 0', () => {
    expect(trustedHops(undefined)).toBe(0)
    expect(trustedHops(' ')).toBe(0)
    expect(trustedHops('2')).toBe(2)
  })
  it('refuses anything else', () => {
    for (const bad of ['-1', '11', '1.5', 'true', 'yes']) {
      expect(() => trustedHops(bad)).toThrow(/TRUST_PROXY/)
    }
  })
})
