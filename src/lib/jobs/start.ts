import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/** The config's `custom.jobsAtStart`: tasks queued once when an instance starts. */
export const jobsAtStartOf = (config: SanitizedConfig): string[] =>
  ((config.custom as { jobsAtStart?: string[] } | undefined)?.jobsAtStart ?? []).slice()

/**
 * Queues each task of `custom.jobsAtStart` (the repair of confirmations a crash cut off) unless
 * one is already waiting, so that the first tick runs it: a charge left unrecorded by a crash is
 * found as soon as the instance is up, not at the task's next scheduled minute (decision 0081).
 * Two instances starting together may both queue it; the task is safe to run twice.
 */
export async function queueJobsAtStart(payload: Payload): Promise<void> {
  for (const task of jobsAtStartOf(payload.config)) {
    const waiting = await payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { and: [{ taskSlug: { equals: task } }, { completedAt: { exists: false } }] },
    })
    if (waiting.totalDocs === 0) {
      await payload.jobs.queue({ task: task as never, input: {} as never, queue: 'default' })
    }
  }
}

/**
 * Starts Payload with its autoRun crons (`cron: true`, as Payload's own admin and REST routes do),
 * so the first tick comes within a tick's interval of the process start, with no request needed.
 * A database that is not there yet does not stop the server: the start is tried again, as the
 * routes would try it on their next request.
 */
export async function startScheduler(
  loadConfig: () => Promise<SanitizedConfig> = async () =>
    (await import('@payload-config')).default,
  retryMs = 5_000,
): Promise<void> {
  try {
    const payload = await getPayload({ config: await loadConfig(), cron: true })
    await queueJobsAtStart(payload)
  } catch (error) {
    console.error('The job scheduler could not start; trying again in a few seconds:', error)
    const next = Math.min(retryMs * 2, 60_000)
    setTimeout(() => void startScheduler(loadConfig, next), retryMs).unref()
  }
}
