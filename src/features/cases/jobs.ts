import type { TaskConfig } from 'payload'

/**
 * The retention task of case requests (issue 22, registered in src/payload.config.ts): once a
 * day it erases the personal data and photos of requests closed longer ago than the
 * `case-retention` setting. The work is imported when it runs (server-only code).
 */
export const CASE_RETENTION_TASK = 'caseRetention'

export const caseRetentionTask: TaskConfig<{
  input: Record<string, never>
  output: { erased: number; photos: number }
}> = {
  slug: CASE_RETENTION_TASK,
  label: 'Erase the personal data of case requests closed longer ago than the retention period',
  schedule: [{ cron: '17 3 * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'erased', type: 'number', required: true },
    { name: 'photos', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { runCaseRetention } = await import('./privacy.server')
    // `photos` counts every file deleted: those of erased requests and those of no request.
    const { erased, photos, orphans } = await runCaseRetention(req.payload)
    return { output: { erased, photos: photos + orphans } }
  },
}
