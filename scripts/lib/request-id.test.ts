import { describe, expect, it } from 'vitest'
import { requestId } from './request-id.mjs'

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
