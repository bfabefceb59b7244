import { describe, expect, it } from 'vitest'
import { limitedAddress } from './client-key'

describe('limitedAddress', () => {
  it('groups every address of one IPv6 /64 under one key', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:abcd::9',
      '2001:db8:1:2:3:4:5:6',
    ].map(limitedAddress)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(limitedAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64')
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
  it('keeps IPv4 addresses and anything unreadable as they are', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(limitedAddress('unknown')).toBe('unknown')
    expect(limitedAddress('1:2:3')).toBe('1:2:3')
    expect(limitedAddress('1::2::3')).toBe('1::2::3')
  })
})
