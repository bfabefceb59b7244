import { describe, expect, it } from 'vitest'
import { localiseMessage } from '@/i18n/schema-messages'
import { parseApiError, readApiError, waitMessage } from './error-body'
import { honeypotFilled } from './honeypot'

describe('parseApiError', () => {
  it('keeps the message and the string messages of each field', () => {
    const body = { error: { status: 422, message: 'Bad', data: { email: ['Required', 3], x: [] } } }
    expect(parseApiError(422, body)).toEqual({
      status: 422,
      message: 'Bad',
      fields: { email: ['Required'] },
    })
  })
  it('yields the status alone for a body of another shape', () => {
    expect(parseApiError(500, null)).toEqual({ status: 500 })
    expect(parseApiError(500, { error: { message: 7, data: 'x' } })).toEqual({ status: 500 })
  })
  it('reads a Response whose body is not JSON', async () => {
    expect(await readApiError(new Response('<html>', { status: 502 }))).toEqual({ status: 502 })
  })
})

describe('honeypotFilled', () => {
  it('is true only for a non-blank string in the honeypot field', () => {
    expect(honeypotFilled({ website: 'spam' })).toBe(true)
    expect(honeypotFilled({ website: '  ' })).toBe(false)
    expect(honeypotFilled({ website: 1 })).toBe(false)
    expect(honeypotFilled(null)).toBe(false)
    expect(honeypotFilled('website')).toBe(false)
  })
})

describe('a refused burst (429) says how long to wait', () => {
  const limited = (retryAfter?: string) =>
    new Response(JSON.stringify({ error: { status: 429, message: 'Too many requests.' } }), {
      status: 429,
      headers: retryAfter ? { 'Retry-After': retryAfter } : {},
    })
  it('reads Retry-After and words the wait in whole minutes, rounded up', async () => {
    expect(await readApiError(limited('600'))).toEqual({
      status: 429,
      retryAfterSeconds: 600,
      message: 'Too many requests. Please wait 10 minutes and try again.',
    })
    expect((await readApiError(limited('30'))).message).toBe(
      'Too many requests. Please wait 1 minute and try again.',
    )
    expect((await readApiError(limited('3601'))).message).toBe(
      'Too many requests. Please wait 61 minutes and try again.',
    )
  })
  it("keeps the server's sentence without Retry-After, and never rewords another status", async () => {
    expect((await readApiError(limited())).message).toBe('Too many requests.')
    const refused = new Response('{"error":{"status":422,"message":"Bad"}}', {
      status: 422,
      headers: { 'Retry-After': '60' },
    })
    expect(await readApiError(refused)).toEqual({ status: 422, message: 'Bad' })
  })
  it('is shown in Arabic on Arabic pages, with the plural Arabic counts take', () => {
    expect(localiseMessage(waitMessage(600), 'ar')).toBe(
      'طلبات كثيرة. يُرجى الانتظار 10 دقائق ثم المحاولة مرة أخرى.',
    )
    expect(localiseMessage(waitMessage(3600), 'ar')).toBe(
      'طلبات كثيرة. يُرجى الانتظار 60 دقيقة ثم المحاولة مرة أخرى.',
    )
    expect(localiseMessage(waitMessage(3600), 'en')).toBe(waitMessage(3600))
  })
})
