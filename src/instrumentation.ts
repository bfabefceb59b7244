import type { Instrumentation } from 'next'

/**
 * Next calls `register()` once when a server process starts (`next start`, scripts/serve.mjs,
 * `next dev`), before any request. The web server (JOBS_AUTORUN, set by the launcher) starts
 * Payload and its job scheduler here: before, the scheduler started only when a request reached
 * Payload's REST API or /admin, so after a start no mail was retried, no plan charged and no
 * crash repaired until someone opened the back office (issue 43; decision 0082). Leadership
 * stays decision 0034's: every instance ticks, one at a time runs the queue.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN !== 'true') return
  const { startScheduler } = await import('./lib/jobs/start')
  await startScheduler()
}

/**
 * Next calls this for every error of a request. A page whose render failed because the database
 * is down gets a 503 page in its language instead of Next's 500 (decision 0090).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { noteUnavailableRender } = await import('./lib/db/unavailable-page')
  noteUnavailableRender(error, request, context)
}
