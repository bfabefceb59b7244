import { describe, expect, it } from 'vitest'
import { logPath, requestId } from './request-log.mjs'

describe('requestId', () => {
  it('keeps a short safe id sent by a proxy', () => {
    expect(requestId('5f2b9c0e1d7a4e3f')).toBe('5f2b9c0e1d7a4e3f')
    expect(requestId(['lb-1:abc.DEF_9', 'other'])).toBe('lb-1:abc.DEF_9')
  })

  it('replaces a missing, long or unsafe id with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const bad of [undefined, '', 'a'.repeat(65), 'id with spaces', 'x"}\n{"level":60', 'é']) {
      const id = requestId(bad)
      expect(id).toMatch(uuid)
    }
    expect(requestId(undefined)).not.toBe(requestId(undefined))
  })
})

describe('logPath', () => {
  it('drops the query string and the token of a back-office link', () => {
    expect(logPath('/donations/cancel?plan=4&token=abcDEF123')).toBe('/donations/cancel')
    expect(logPath('/admin/reset/5c2e9f0a1b3d4e6f7a8b')).toBe('/admin/reset/:token')
    expect(logPath('/admin/verify/5c2e9f0a1b3d?x=1')).toBe('/admin/verify/:token')
    expect(logPath('/api/content/news/page/2')).toBe('/api/content/news/page/2')
    expect(logPath(undefined)).toBe('/')
  })
})
