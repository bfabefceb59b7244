import { describe, expect, it, vi } from 'vitest'
import { createApiFetch, isRelativeUrl, readCookie, withXsrf, XSRF_TOKEN_PATH } from './api-client'
import { XSRF_REFUSED_MESSAGE } from './security/xsrf'

const cookies = 'theme=dark; XSRF-TOKEN=abc.def%3D; other=1'

describe('apiFetch headers', () => {
  it('adds the token to relative state-changing requests', () => {
    expect(
      withXsrf('/api/content/contact-us', { method: 'POST' }, cookies).get('X-XSRF-TOKEN'),
    ).toBe('abc.def=')
    expect(withXsrf('api/x', { method: 'delete' }, cookies).get('X-XSRF-TOKEN')).toBe('abc.def=')
  })
  it('leaves GET, HEAD and absolute URLs alone', () => {
    expect(withXsrf('/api/content/news', {}, cookies).has('X-XSRF-TOKEN')).toBe(false)
    expect(withXsrf('/api/content/news', { method: 'HEAD' }, cookies).has('X-XSRF-TOKEN')).toBe(
      false,
    )
    expect(
      withXsrf('https://news.example/api', { method: 'POST' }, cookies).has('X-XSRF-TOKEN'),
    ).toBe(false)
    expect(withXsrf('//cdn.example/x', { method: 'POST' }, cookies).has('X-XSRF-TOKEN')).toBe(false)
  })
  it('sends nothing when there is no cookie', () => {
    expect(withXsrf('/api/x', { method: 'POST' }, 'a=1').has('X-XSRF-TOKEN')).toBe(false)
  })
  it("sends an Arabic page's language with its submissions only (decision 0044)", () => {
    const post = { method: 'POST' }
    expect(withXsrf('/api/x', post, cookies, 'ar').get('lang')).toBe('ar')
    expect(withXsrf('/api/x', post, cookies, 'en').has('lang')).toBe(false)
    expect(withXsrf('/api/x', {}, cookies, 'ar').has('lang')).toBe(false)
    expect(withXsrf('https://news.example/api', post, cookies, 'ar').has('lang')).toBe(false)
    const own = { method: 'POST', headers: { lang: 'en' } }
    expect(withXsrf('/api/x', own, cookies, 'ar').get('lang')).toBe('en')
  })
  it('parses cookies and URLs', () => {
    expect(readCookie(cookies, 'other')).toBe('1')
    expect(readCookie(cookies, 'missing')).toBeUndefined()
    expect(isRelativeUrl('/a')).toBe(true)
    expect(isRelativeUrl('mailto:x@y.z')).toBe(false)
  })
})

describe('createApiFetch', () => {
  const REFUSED = Response.json(
    { error: { status: 403, message: XSRF_REFUSED_MESSAGE } },
    { status: 403 },
  )
  /** A browser: a cookie jar the token address fills, and a server answering `answers` in turn. */
  function browser(jar: string, answers: Response[]) {
    const calls: { url: string; token: string | null }[] = []
    const fetchStub = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), token: new Headers(init?.headers).get('X-XSRF-TOKEN') })
      if (String(url) === XSRF_TOKEN_PATH) {
        jar = 'XSRF-TOKEN=fresh.token'
        return new Response(null, { status: 204 })
      }
      return answers.shift() ?? new Response('{}')
    })
    return { calls, apiFetch: createApiFetch({ fetch: fetchStub, cookies: () => jar }) }
  }

  it('asks for a token before the first state-changing call of a visitor without one', async () => {
    const b = browser('', [])
    await b.apiFetch('/api/content/contact-us', { method: 'POST', body: '{}' })
    expect(b.calls).toEqual([
      { url: XSRF_TOKEN_PATH, token: null },
      { url: '/api/content/contact-us', token: 'fresh.token' },
    ])
  })

  it('uses the cookie it has, and reads without any token', async () => {
    const b = browser('XSRF-TOKEN=kept.token', [])
    await b.apiFetch('/api/donation/countries')
    await b.apiFetch('/api/content/contact-us', { method: 'POST' })
    expect(b.calls).toEqual([
      { url: '/api/donation/countries', token: null },
      { url: '/api/content/contact-us', token: 'kept.token' },
    ])
  })

  it('replaces a refused token once and sends the call again', async () => {
    const b = browser('XSRF-TOKEN=stale.token', [
      REFUSED.clone(),
      new Response('{}', { status: 200 }),
    ])
    const res = await b.apiFetch('/api/content/contact-us', { method: 'POST', body: '{}' })
    expect(res.status).toBe(200)
    expect(b.calls.map((c) => c.token)).toEqual(['stale.token', null, 'fresh.token'])
  })

  it('gives up after one retry, and leaves other 403 answers alone', async () => {
    const twice = browser('XSRF-TOKEN=stale.token', [REFUSED.clone(), REFUSED.clone()])
    expect((await twice.apiFetch('/api/x', { method: 'POST' })).status).toBe(403)
    expect(twice.calls).toHaveLength(3)
    const forbidden = Response.json(
      { error: { status: 403, message: 'Staff only.' } },
      { status: 403 },
    )
    const other = browser('XSRF-TOKEN=kept.token', [forbidden])
    expect((await other.apiFetch('/api/x', { method: 'POST' })).status).toBe(403)
    expect(other.calls).toHaveLength(1)
  })
})
