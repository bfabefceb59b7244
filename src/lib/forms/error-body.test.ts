import { describe, expect, it } from 'vitest'
import { parseApiError, readApiError } from './error-body'
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
