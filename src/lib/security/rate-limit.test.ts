import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { clientIp, hashedKeyPart, tooManyRequests } from './rate-limit.server'

const req = (headers: Record<string, string>) => ({ headers: new Headers(headers) })

describe('clientIp', () => {
  it('takes the first X-Forwarded-For entry', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7')
    expect(clientIp(req({ 'x-forwarded-for': ' 2001:db8::1 ' }))).toBe('2001:db8:0:0::/64') // its /64
  })
  it("is 'unknown' without the header", () => {
    expect(clientIp(req({}))).toBe('unknown')
    expect(clientIp(req({ 'x-forwarded-for': ' , 10.0.0.1' }))).toBe('unknown')
  })
  it('bounds a forged, overlong entry', () => {
    expect(clientIp(req({ 'x-forwarded-for': 'x'.repeat(500) }))).toHaveLength(64)
  })
})

describe('hashedKeyPart', () => {
  const payload = { secret: 'a-secret-of-the-app' } as Payload
  it('is stable, ignores case and spaces, and does not contain the value', () => {
    const a = hashedKeyPart(payload, 'Salma@Example.org ')
    expect(a).toBe(hashedKeyPart(payload, 'salma@example.org'))
    expect(a).not.toContain('salma')
    expect(a).toMatch(/^[\w-]{22}$/)
  })
  it('depends on the secret', () => {
    const other = { secret: 'another-secret' } as Payload
    expect(hashedKeyPart(other, 'x@y.org')).not.toBe(hashedKeyPart(payload, 'x@y.org'))
  })
})

describe('tooManyRequests', () => {
  it('answers 429 with the message and Retry-After', async () => {
    const res = tooManyRequests(42.2)
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('43')
    expect(await res.json()).toEqual({
      error: {
        status: 429,
        message: 'Too many requests. Please wait a few minutes and try again.',
      },
    })
  })
})
