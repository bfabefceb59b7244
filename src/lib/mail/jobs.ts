import type { TaskConfig } from 'payload'

/**
 * The Payload jobs task that retries queued mail (registered in src/payload.config.ts), every
 * minute in the web server's autoRun. The work is in queue.server.ts, imported when it runs so
 * that the config stays free of server-only modules.
 */
export const DELIVER_MAIL_TASK = 'deliverMail'

export const deliverMailTask: TaskConfig<{
  input: Record<string, never>
  output: { sent: number; failed: number }
}> = {
  slug: DELIVER_MAIL_TASK,
  label: 'Deliver queued mail',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { deliverDueMail } = await import('./queue.server')
    return { output: await deliverDueMail(req.payload) }
  },
}
