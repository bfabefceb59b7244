import type { TaskConfig } from 'payload'

/**
 * The Payload jobs task of Paymob's upkeep (decision 0107): kiosk (Aman / Fawry) references
 * never paid in time are ended and their donors told, and checkouts left awaiting a callback are
 * asked about (the transaction inquiry; reconcile.server.ts says how often each). Every minute
 * on the web server's job runner, like the recurring charges (registered in
 * src/payload.config.ts); the work is imported when it runs so that the config stays free of
 * server-only modules.
 */
export const PAYMOB_UPKEEP_TASK = 'paymobUpkeep'

export const paymobUpkeepTask: TaskConfig<{
  input: Record<string, never>
  output: { expired: number; reconciled: number }
}> = {
  slug: PAYMOB_UPKEEP_TASK,
  label: 'Paymob: expire unpaid kiosk references, ask about waiting checkouts',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'expired', type: 'number', required: true },
    { name: 'reconciled', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { expireKioskPayments } = await import('./kiosk.server')
    const { reconcileAwaiting } = await import('./reconcile.server')
    const expired = await expireKioskPayments(req.payload)
    return { output: { expired, reconciled: await reconcileAwaiting(req.payload) } }
  },
}
