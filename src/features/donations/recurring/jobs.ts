import type { TaskConfig } from 'payload'

/**
 * The Payload jobs task that finishes confirmations a crash cut off and charges recurring
 * donations, or reminds a due pledge (registered in src/payload.config.ts). Scheduled every minute (it was hourly:
 * a donor charged before a crash waited up to 70 minutes for the record and the receipt;
 * decision 0081); a run with nothing due reads two indexed queries. The web server's
 * autoRun picks it up. The work itself is in recurring.server.ts, imported when it runs so
 * that the config stays free of server-only modules.
 */
export const CHARGE_RECURRING_TASK = 'chargeRecurringDonations'

export const chargeRecurringDonationsTask: TaskConfig<{
  input: Record<string, never>
  output: { charged: number; failed: number; paused: number; recovered: number; reminded: number }
}> = {
  slug: CHARGE_RECURRING_TASK,
  label: 'Charge due recurring donations',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'charged', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'paused', type: 'number', required: true },
    { name: 'recovered', type: 'number', required: true },
    { name: 'reminded', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { runRecurringCharges } = await import('./recurring.server')
    return { output: await runRecurringCharges(req.payload) }
  },
}
