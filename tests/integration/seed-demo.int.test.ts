import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { SEEDED_HOOK_TIMEOUT } from '../helpers/seeded-payload'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Demo content only when asked (issue 65, item 5; decision 0133): SEED_DEMO=0 leaves it out of a
 * fresh database, and asking later changes nothing once staff have an account; the reference
 * lists (the 148,000 cities) load in bulk. Figures logged as `[seed] …`. (A restart that does
 * not re-seed an emptied collection: database.int.test.ts, on the seeded copy. One database per
 * file: Payload keeps one instance per process.)
 */
const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
}, 120_000)

const counter = (payload: Payload) => async (collection: 'articles' | 'activities' | 'users') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('the demo seed', () => {
  it(
    'is left out on a fresh database when SEED_DEMO=0, the reference lists loaded fast',
    async () => {
      const { payload, close } = await createTestPayload()
      closers.push(close)
      const { seed } = await import('@/seed')
      const { seedGeo } = await import('@/seed/geo')
      const pool = (payload.db as unknown as { pool: Pool }).pool
      const started = performance.now()
      await seedGeo(pool, () => undefined)
      console.log(
        `[seed] countries, states and cities: ${Math.round(performance.now() - started)} ms`,
      )

      await seed(payload, { demo: false })
      const count = counter(payload)
      expect(await count('articles')).toBe(0)
      expect(await count('activities')).toBe(0)
      expect(await count('users')).toBe(1) // the staff account, demo or not
      expect((await payload.count({ collection: 'cities' })).totalDocs).toBeGreaterThan(100_000)
      expect((await payload.count({ collection: 'legal-entities' })).totalDocs).toBe(2)
      // Asked later, on a database where staff have already signed up: still none.
      await seed(payload, { demo: true })
      expect(await count('articles')).toBe(0)
    },
    SEEDED_HOOK_TIMEOUT,
  )
})
