import type { Client, Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * Scheduled work runs in one web process at a time (decision 0034). Every instance's autoRun
 * cron ticks, but Payload's job runner claims due jobs by reading them and then marking them
 * `processing`, two separate statements: two instances ticking together both read the same job
 * and both run it (a scheduled article published twice, a charge run twice, a mail job twice).
 * So a tick schedules and runs jobs only in the process that holds a PostgreSQL advisory lock,
 * taken on a connection of its own and kept: the leader. When it stops or loses its connection,
 * the lock goes with it and the next instance to tick takes over.
 */
export const JOBS_LOCK_KEY = 727_002 // scripts/prepare-db.ts holds 727_001 while it migrates

type PoolWithClient = Pool & { Client: new (options: unknown) => Client; options: unknown }

/** The lock's connection, per pool (one per process; tests play two processes with two pools). */
const holders = new WeakMap<Pool, Client>()

function drop(pool: Pool, client: Client) {
  if (holders.get(pool) === client) holders.delete(pool)
  void client.end().catch(() => undefined)
}

/** Whether this process is (or has just become) the one that runs scheduled jobs. */
export async function holdsJobsLock(pool: Pool): Promise<boolean> {
  const kept = holders.get(pool)
  if (kept) {
    try {
      await kept.query('SELECT 1')
      return true
    } catch {
      drop(pool, kept)
    }
  }
  const { Client: PgClient, options } = pool as PoolWithClient
  const client = new PgClient(options)
  client.on('error', () => drop(pool, client))
  try {
    await client.connect()
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      JOBS_LOCK_KEY,
    ])
    if (rows[0]?.ok) {
      holders.set(pool, client)
      return true
    }
  } catch {
    // No database now: no jobs this tick.
  }
  drop(pool, client)
  return false
}

/** Gives the lock up (tests; a stopping process loses it with its connection anyway). */
export async function releaseJobsLock(pool: Pool): Promise<void> {
  const kept = holders.get(pool)
  if (kept) {
    holders.delete(pool)
    await kept.end().catch(() => undefined)
  }
}

/**
 * Payload's `jobs.shouldAutoRun`, asked on every autoRun tick: in the leader only, due schedules
 * are turned into jobs (autoRun's own scheduling is disabled, as it would queue a schedule once
 * per instance) and the tick goes on to run them.
 */
export async function autoRunTick(payload: Payload): Promise<boolean> {
  if (process.env.JOBS_AUTORUN !== 'true') return false
  const pool = (payload.db as unknown as { pool: Pool }).pool
  if (!(await holdsJobsLock(pool))) return false
  await payload.jobs.handleSchedules({ queue: 'default' })
  return true
}
