import { describe, expect, it } from 'vitest'
import { clientAddress, trustedProxies } from './client-address.mjs'

const none = trustedProxies(undefined)
const one = trustedProxies('1')

describe('clientAddress', () => {
  it('is the connecting peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('1.2.3.4', '203.0.113.9', none)).toBe('203.0.113.9')
    expect(clientAddress(undefined, '::ffff:198.51.100.2', none)).toBe('198.51.100.2')
    expect(clientAddress(undefined, undefined, none)).toBe('unknown')
  })

  it('behind one proxy, is the entry that proxy appended, not what the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; nginx appended the address it saw.
    expect(clientAddress('6.6.6.6, 198.51.100.7', '127.0.0.1', one)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '::1', one)).toBe('198.51.100.7')
    expect(clientAddress(['6.6.6.6', '198.51.100.7'], '127.0.0.1', one)).toBe('198.51.100.7')
  })

  it('with TRUST_PROXY=1, trusts the header only from a peer on this machine', () => {
    // Someone reaching the app's port directly cannot pick their own address.
    expect(clientAddress('6.6.6.6', '203.0.113.9', one)).toBe('203.0.113.9')
    expect(clientAddress('6.6.6.6', '::ffff:10.0.0.4', one)).toBe('10.0.0.4')
  })

  it('behind two proxies (a CDN, then nginx), counts two from the right', () => {
    const two = trustedProxies('2')
    expect(clientAddress('6.6.6.6, 198.51.100.7, 192.0.2.1', '127.0.0.1', two)).toBe('198.51.100.7')
  })

  it('with a list, walks through the listed proxies only, however many', () => {
    const listed = trustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8')
    // nginx on 10.0.0.2 behind a load balancer on 10.0.0.1, peer the local sidecar.
    expect(clientAddress('6.6.6.6, 198.51.100.7, 10.0.0.1', '10.0.0.2', listed)).toBe(
      '198.51.100.7',
    )
    expect(clientAddress('6.6.6.6, 2001:db8::1', 'fd00::5', listed)).toBe('2001:db8::1')
    // A peer outside the list: its header is ignored.
    expect(clientAddress('198.51.100.7', '203.0.113.9', listed)).toBe('203.0.113.9')
    // A forged entry that looks like a proxy is walked past only up to the client's own word.
    expect(clientAddress('10.9.9.9', '127.0.0.1', listed)).toBe('10.9.9.9')
  })

  it('with fewer entries than trusted hops, takes the leftmost; long values are cut', () => {
    expect(clientAddress('', '127.0.0.1', trustedProxies('3'))).toBe('127.0.0.1')
    expect(clientAddress('x'.repeat(500), '127.0.0.1', one)).toHaveLength(64)
  })
})

describe('trustedProxies', () => {
  it('reads 0 to 10, a list of addresses and CIDR ranges, unset as none', () => {
    expect(trustedProxies(' ').maxHops).toBe(0)
    expect(trustedProxies('0').maxHops).toBe(0)
    expect(trustedProxies('2').maxHops).toBe(2)
    expect(trustedProxies('10.0.0.0/8,::1').trusts('10.200.0.1', 0)).toBe(true)
    expect(trustedProxies('10.0.0.0/8,::1').trusts('11.0.0.1', 0)).toBe(false)
  })
  it('refuses anything else', () => {
    for (const bad of [
      '-1',
      '11',
      '1.5',
      'true',
      'yes',
      '10.0.0.0/33',
      '10.0.0.1,',
      'fd00::/129',
    ]) {
      expect(() => trustedProxies(bad), bad).toThrow(/TRUST_PROXY/)
    }
  })
})
