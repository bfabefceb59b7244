import { describe, expect, it } from 'vitest'
import { isRelativeUrl, readCookie, withXsrf } from './api-client'

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
  it('parses cookies and URLs', () => {
    expect(readCookie(cookies, 'other')).toBe('1')
    expect(readCookie(cookies, 'missing')).toBeUndefined()
    expect(isRelativeUrl('/a')).toBe(true)
    expect(isRelativeUrl('mailto:x@y.z')).toBe(false)
  })
})
