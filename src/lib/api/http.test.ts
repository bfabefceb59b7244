import { NextResponse } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { XSRF_COOKIE, XSRF_REFUSED_MESSAGE } from '@/lib/security/xsrf'
import { withXsrfCookie } from '@/lib/security/xsrf.server'
import { logger } from '@/lib/log/logger.mjs'
import { apiError, handler, ok, RequestRefused, validationError } from './http'

describe('API answers', () => {
  it('wrap data and errors in the shared shapes', async () => {
    expect(await ok({ a: 1 }).json()).toEqual({ data: { a: 1 } })
    const err = apiError(404, 'Gone.')
    expect(err.status).toBe(404)
    expect(await err.json()).toEqual({ error: { status: 404, message: 'Gone.' } })
  })

  it('turn a zod error into 422 with messages per field', async () => {
    const schema = z.object({
      email: z.email('Bad email'),
      phone: z.string().min(10, 'Short').regex(/^\d+$/, 'Digits'),
    })
    const parsed = schema.safeParse({ email: 'x', phone: 'abc' })
    expect(parsed.success).toBe(false)
    const res = validationError(parsed.error!.issues)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        status: 422,
        message: 'The given data was invalid.',
        data: { email: ['Bad email'], phone: ['Short', 'Digits'] },
      },
    })
  })
})

describe('handler()', () => {
  // A fixed secret, so the forgery check needs no data directory; stubbed for each test and put
  // back after it (the config's unstubEnvs), not left in process.env for the next file of the
  // worker (decision 0092).
  beforeEach(() => {
    vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-unit-test-secret-0123456789')
  })
  const url = 'http://localhost/api/content/contact-us'
  // The token as a browser holds it: the cookie the server set. Signed with the secret the
  // server read when it first needed one, which an earlier file of the worker may have fixed.
  const issuedToken = async () => {
    const res = await withXsrfCookie(new Request(url), NextResponse.json({}))
    return res.cookies.get(XSRF_COOKIE)!.value
  }

  it('refuses a state-changing call without a token with 403, before the endpoint runs', async () => {
    const endpoint = vi.fn(async () => ok({ done: true }))
    const res = await handler(endpoint)(new Request(url, { method: 'POST', body: '{}' }), {})
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: { status: 403, message: XSRF_REFUSED_MESSAGE } })
    expect(endpoint).not.toHaveBeenCalled()
  })

  it('refuses a token this server did not sign, even when header and cookie match', async () => {
    const forged = 'bm9uY2U.c2lnbmF0dXJl'
    const req = new Request(url, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${forged}`, 'X-XSRF-TOKEN': forged },
    })
    expect((await handler(async () => ok(1))(req, {})).status).toBe(403)
  })

  it('runs the endpoint for a call carrying a good token, and for reads without one', async () => {
    const token = await issuedToken()
    const req = new Request(url, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    })
    expect(await (await handler(async () => ok('posted'))(req, {})).json()).toEqual({
      data: 'posted',
    })
    const read = await handler(async () => ok('read'))(new Request(url), {})
    expect(await read.json()).toEqual({ data: 'read' })
  })

  it('answers a throwing endpoint with 500 in the shared shape, and logs it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const res = await handler(async () => {
      throw new Error('a bug')
    })(new Request(url), {})
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({
      error: { status: 500, message: 'Something went wrong. Please try again.' },
    })
    expect(log).toHaveBeenCalledWith(
      { err: expect.any(Error), method: 'GET', path: '/api/content/contact-us' },
      'API request failed',
    )
    log.mockRestore()
  })

  it('answers a database it cannot reach with 503 and Retry-After, in the shared shape', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const res = await handler(async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      })
    })(new Request(url), {})
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '10'])
    expect(await res.json()).toEqual({
      error: {
        status: 503,
        message:
          'The site cannot reach its database just now. Nothing was saved; please try again in a minute.',
      },
    })
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('answers a refused request with its status and message, without logging it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const res = await handler(async () => {
      throw new RequestRefused(413, 'The request is too large.')
    })(new Request(url), {})
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { status: 413, message: 'The request is too large.' },
    })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })
})
