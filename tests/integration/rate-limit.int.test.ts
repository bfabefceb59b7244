import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimit } from '@/lib/security/rate-limit.server'
import { createTestPayload } from '../helpers/test-payload'

/** The shared limiter on real PostgreSQL: counting, windows, and concurrent requests. */
let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
})
afterAll(() => close?.())

describe('rateLimit', () => {
  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const opts = { key: 'test:sequence', limit: 3, windowSeconds: 600 }
    const results = []
    for (let i = 0; i < 5; i++) results.push(await rateLimit(payload, opts))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false])
    expect(results.map((r) => r.hits)).toEqual([1, 2, 3, 4, 5])
    expect(results[0]?.retryAfterSeconds).toBe(0)
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(595)
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(600)
    // Keys are independent.
    expect((await rateLimit(payload, { ...opts, key: 'test:other' })).allowed).toBe(true)
  })

  it('opens a new window once the old one has ended', async () => {
    const opts = { key: 'test:window', limit: 1, windowSeconds: 1 }
    expect((await rateLimit(payload, opts)).allowed).toBe(true)
    expect((await rateLimit(payload, opts)).allowed).toBe(false)
    await new Promise((r) => setTimeout(r, 1100))
    const again = await rateLimit(payload, opts)
    expect(again).toMatchObject({ allowed: true, hits: 1 })
  })

  it('never admits more than the limit under concurrent requests', async () => {
    const opts = { key: 'test:burst', limit: 5, windowSeconds: 600 }
    const results = await Promise.all(Array.from({ length: 25 }, () => rateLimit(payload, opts)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    )
  })

  it('keeps one row per key, hidden from the REST API', async () => {
    const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM rate_limits WHERE key = $1`, [
      'test:burst',
    ])
    expect(rows[0].n).toBe(1)
    await expect(
      payload.find({ collection: 'rate-limits', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
