import { getPayload, type SanitizedConfig } from 'payload'

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
    await getPayload({ config: await loadConfig(), cron: true })
  } catch (error) {
    console.error('The job scheduler could not start; trying again in a few seconds:', error)
    const next = Math.min(retryMs * 2, 60_000)
    setTimeout(() => void startScheduler(loadConfig, next), retryMs).unref()
  }
}
