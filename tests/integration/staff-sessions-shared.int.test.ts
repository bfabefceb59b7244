import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * One account's session writes one at a time across instances: the lock is a
 * PostgreSQL advisory lock, so two holders on two connections (two instances) never overlap.
 * The topology test shows the whole: overlapping sign-ins on two instances all stay valid.
 */
let payload: Payload
let close: () => Promise<void>
let acrossInstances: typeof import('@/lib/security/staff-sessions.server').acrossInstances
beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  ;({ acrossInstances } = await import('@/lib/security/staff-sessions.server'))
})
afterAll(async () => close?.())

describe('acrossInstances', () => {
  const spans: [string, number, number][] = []
  const task = (name: string, ms: number) => async () => {
    const start = Date.now()
    await new Promise((r) => setTimeout(r, ms))
    spans.push([name, start, Date.now()])
    return name
  }
  const overlap = (x: string, y: string) => {
    const [, s1, e1] = spans.find((s) => s[0] === x)!
    const [, s2, e2] = spans.find((s) => s[0] === y)!
    return s1 < e2 && s2 < e1
  }

  it('runs one key at a time on separate connections, other keys alongside', async () => {
    const results = await Promise.all([
      acrossInstances(payload, 'staff@example.org', task('a1', 300)),
      acrossInstances(payload, 'staff@example.org', task('a2', 300)),
      acrossInstances(payload, 'other@example.org', task('b1', 300)),
    ])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(overlap('a1', 'a2')).toBe(false)
    expect(overlap('a1', 'b1') || overlap('a2', 'b1')).toBe(true)
  })

  it('frees the lock when the task fails', async () => {
    await expect(
      acrossInstances(payload, 'staff@example.org', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom')
    expect(await acrossInstances(payload, 'staff@example.org', async () => 'next')).toBe('next')
  })
})
