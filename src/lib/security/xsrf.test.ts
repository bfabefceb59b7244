import { describe, expect, it } from 'vitest'
import { createXsrfToken, isForgeryRisk, isValidXsrfToken } from './xsrf'

const secret = 'a'.repeat(64)

describe('XSRF tokens', () => {
  it('accepts its own tokens and refuses tampered or foreign ones', async () => {
    const token = await createXsrfToken(secret)
    expect(await isValidXsrfToken(token, secret)).toBe(true)
    expect(await isValidXsrfToken(`${token}x`, secret)).toBe(false)
    expect(await isValidXsrfToken(token, 'b'.repeat(64))).toBe(false)
    expect(await isValidXsrfToken('no-dot', secret)).toBe(false)
    expect(await isValidXsrfToken(undefined, secret)).toBe(false)
  })

  it('guards only state-changing calls to the three API bases and the donor portal', async () => {
    const token = await createXsrfToken(secret)
    const post = (pathname: string, cookie?: string, header?: string) =>
      isForgeryRisk({ method: 'POST', pathname, cookie, header }, secret)
    expect(await post('/api/content/volunteer-join')).toBe(true)
    expect(await post('/api/donation/stage-donation', token)).toBe(true)
    expect(await post('/api/donation/stage-donation', token, await createXsrfToken(secret))).toBe(
      true,
    )
    expect(await post('/api/news-service/x', token, token)).toBe(false)
    // The donor portal and the treasurer's refund ride on cookies too (decision 0042).
    expect(await post('/api/donor/sign-in')).toBe(true)
    expect(await post('/api/donor/staff/refund', token)).toBe(true)
    expect(await post('/api/donor/staff/refund', token, token)).toBe(false)
    expect(await post('/api/donors/x')).toBe(false)
    expect(await post('/api/users/login')).toBe(false) // Payload's own API has its own protection
    expect(await isForgeryRisk({ method: 'GET', pathname: '/api/content/news' }, secret)).toBe(
      false,
    )
    expect(await isForgeryRisk({ method: 'DELETE', pathname: '/api/content/x' }, secret)).toBe(true)
  })

  it("leaves Stripe's webhook to its signature, and only that path", async () => {
    const post = (pathname: string) => isForgeryRisk({ method: 'POST', pathname }, secret)
    expect(await post('/api/donation/stripe-webhook')).toBe(false)
    expect(await post('/api/donation/stripe-webhook/')).toBe(false)
    expect(await post('/api/donation/stripe-webhook/x')).toBe(true)
    expect(await post('/api/donation/stripe-webhooks')).toBe(true)
    expect(await post('/api/donation/stage-donation/stripe-webhook')).toBe(true)
    expect(await post('/api/donation/paymob-callback')).toBe(false)
    expect(await post('/api/donation/paymob-callback/x')).toBe(true)
  })
})
