import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TAKEN_BACK_MESSAGE, takeBackStaleJobs } from '@/lib/jobs/leader'
import { startJobsInstance } from '../helpers/jobs-instance'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Jobs from the first second (issue 43; decision 0082). Before, the scheduler started only when
 * a request reached Payload's REST API or /admin, and a job its runner left `processing` (a
 * crash, a database outage mid-run) was never run again. Here an instance is started in a child
 * process that receives no request: it runs a due job and takes back one left processing.
 */
let payload: Payload
let databaseUrl: string
let close: () => Promise<void>
let pool: pg.Pool
const instances: ReturnType<typeof startJobsInstance>[] = []

beforeAll(async () => {
  ;({ payload, databaseUrl, close } = await createTestPayload())
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
})
afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()))
  await pool?.end()
  await close?.()
})

const queueMailJob = async () =>
  (await payload.jobs.queue({ task: 'deliverMail', input: {} as never, queue: 'default' })).id

/** Left `processing` by a runner that died an hour ago. */
const strandJob = async (id: number | string) =>
  pool.query(
    `UPDATE payload_jobs SET processing = true, updated_at = now() - interval '1 hour' WHERE id = $1`,
    [id],
  )

const jobRow = async (id: number | string) =>
  (
    await pool.query<{ processing: boolean; total_tried: string; error: { message?: string } }>(
      `SELECT processing, total_tried, error FROM payload_jobs WHERE id = $1`,
      [id],
    )
  ).rows[0]

describe('jobs at start', () => {
  it('takes back a job processing past its lease: its try counted, its error said', async () => {
    const id = await queueMailJob()
    await strandJob(id)
    const fresh = await queueMailJob()
    await pool.query(`UPDATE payload_jobs SET processing = true WHERE id = $1`, [fresh])

    expect(await takeBackStaleJobs(payload, pool, 300)).toEqual([id])
    expect(await jobRow(id)).toEqual({
      processing: false,
      total_tried: '1',
      error: { message: TAKEN_BACK_MESSAGE },
    })
    // One still within its lease is left to its runner.
    expect((await jobRow(fresh))?.processing).toBe(true)
    await pool.query(`DELETE FROM payload_jobs`)
  })

  it('an instance that has had no request runs a due job and retries one left processing', async () => {
    const due = await queueMailJob()
    const stranded = await queueMailJob()
    await strandJob(stranded)

    const instance = startJobsInstance(databaseUrl, { JOBS_LEASE_SECONDS: '300' })
    instances.push(instance)
    const { output } = instance
    // Done jobs are deleted (Payload's deleteJobOnComplete): both rows go once they ran.
    await expect
      .poll(async () => [await jobRow(due), await jobRow(stranded)], {
        timeout: 90_000,
        interval: 500,
      })
      .toEqual([undefined, undefined])
    expect(output()).toContain('REGISTERED')
    expect(output()).toMatch(
      new RegExp(`Job #${stranded} \\(deliverMail\\) was processing past its lease`),
    )
  })
})
