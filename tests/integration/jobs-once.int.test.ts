import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdsJobsLock, releaseJobsLock } from '@/lib/jobs/leader'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Scheduled work once across instances (decision 0034). Payload claims a due job by reading it
 * and then marking it (two statements), so two instances ticking at the same moment can both run
 * it; one process at a time (the holder of an advisory lock) schedules and runs jobs instead. Two
 * pools below play two instances; the topology test shows the whole with two real instances.
 */
let databaseUrl: string
let close: () => Promise<void>
beforeAll(async () => {
  ;({ databaseUrl, close } = await createTestPayload())
})
afterAll(async () => close?.())

describe('scheduled jobs once', () => {
  it('one instance at a time holds the jobs lock; another takes over when it goes', async () => {
    const a = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    const b = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    try {
      const first = await Promise.all([holdsJobsLock(a), holdsJobsLock(b)])
      expect(first.filter(Boolean)).toHaveLength(1)
      const [leader, other] = first[0] ? [a, b] : [b, a]
      // Tick after tick, the leader stays the leader and the other stays out.
      for (let i = 0; i < 3; i++) {
        expect(await holdsJobsLock(leader)).toBe(true)
        expect(await holdsJobsLock(other)).toBe(false)
      }
      await releaseJobsLock(leader) // as when its process stops: the connection ends
      expect(await holdsJobsLock(other)).toBe(true)
      expect(await holdsJobsLock(leader)).toBe(false)
    } finally {
      await Promise.all([releaseJobsLock(a), releaseJobsLock(b)])
      await Promise.all([a.end(), b.end()])
    }
  })

  it('the leader loses the lock with its connection (a crash), and the next tick elsewhere takes it', async () => {
    const a = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    const b = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    try {
      expect(await holdsJobsLock(a)).toBe(true)
      expect(await holdsJobsLock(b)).toBe(false)
      // The leader's lock connection is cut, as a crash or a network cut would.
      await withAdmin((c) =>
        c.query(
          `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = 727002`,
        ),
      )
      await expect.poll(() => holdsJobsLock(b), { timeout: 5_000 }).toBe(true)
      expect(await holdsJobsLock(a)).toBe(false)
    } finally {
      await Promise.all([releaseJobsLock(a), releaseJobsLock(b)])
      await Promise.all([a.end(), b.end()])
    }
  })
})

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}
