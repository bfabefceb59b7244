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
  const leader = await holdsJobsLock(pool)
  noteTick(leader)
  if (!leader) return false
  await takeBackStaleJobs(payload, pool)
  await payload.jobs.handleSchedules({ queue: 'default' })
  return true
}

/** The lease of a running job, in seconds (JOBS_LEASE_SECONDS; 10 minutes when unset). */
export function jobLeaseSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.JOBS_LEASE_SECONDS?.trim() || 600)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 600
}

export const TAKEN_BACK_MESSAGE =
  'Taken back: still processing after its lease (the run was cut off)'

/**
 * Frees the jobs left `processing` longer than their lease, so that this tick runs them again.
 * Payload's runner picks only jobs with `processing = false` and never frees a job whose runner
 * died (a crash, a database outage mid-run): such a job stayed stuck across restarts.
 * Only the leader sweeps, at the start of its tick: croner's `protect` keeps its own previous tick
 * from still running, so a job still `processing` then belongs to no live run. The cut-off try
 * counts in `totalTried`, and `error` says why, both shown to staff in the back office's Jobs.
 */
export async function takeBackStaleJobs(
  payload: Payload,
  pool: Pool,
  leaseSeconds = jobLeaseSeconds(),
): Promise<number[]> {
  const { rows } = await pool.query<{ id: number; task_slug: string | null }>(
    `UPDATE payload_jobs
        SET processing = false, total_tried = coalesce(total_tried, 0) + 1,
            error = jsonb_build_object('message', $2::text), updated_at = now()
      WHERE processing AND completed_at IS NULL
        AND updated_at < now() - make_interval(secs => $1)
      RETURNING id, task_slug`,
    [leaseSeconds, TAKEN_BACK_MESSAGE],
  )
  for (const row of rows) {
    payload.logger.warn(`Job #${row.id} (${row.task_slug}) was processing past its lease: retried`)
  }
  return rows.map((r) => r.id)
}

/**
 * The scheduler's last tick in this process, for /api/health: kept on globalThis because the
 * instrumentation hook that starts the scheduler and the route that reports it are bundled apart.
 */
export interface SchedulerState {
  lastTickAt: string | null
  leader: boolean
}
const STATE = Symbol.for('charity.jobs.scheduler')
type WithState = typeof globalThis & { [STATE]?: SchedulerState }

function noteTick(leader: boolean) {
  ;(globalThis as WithState)[STATE] = { lastTickAt: new Date().toISOString(), leader }
}

export function schedulerState(): SchedulerState {
  return (globalThis as WithState)[STATE] ?? { lastTickAt: null, leader: false }
}
