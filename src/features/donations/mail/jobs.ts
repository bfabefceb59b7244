import type { TaskConfig } from 'payload'

/**
 * The Payload jobs task that sends receipts owed and not sent (a crash between the donor's answer
 * and the mail; decision 0131), every minute in the web server's autoRun (registered in
 * src/payload.config.ts). The work is in owed-receipts.server.ts, imported when it runs so that
 * the config stays free of server-only modules.
 */
export const sendOwedReceiptsTask: TaskConfig<{
  input: Record<string, never>
  output: { owed: number }
}> = {
  slug: 'sendOwedReceipts',
  label: 'Send owed receipts',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [{ name: 'owed', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { sendOwedReceipts } = await import('./owed-receipts.server')
    return { output: await sendOwedReceipts(req.payload) }
  },
}
