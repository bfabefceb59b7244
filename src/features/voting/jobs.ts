import type { TaskConfig } from 'payload'

/**
 * The Payload jobs task of board meetings (issue 21, registered in
 * src/payload.config.ts): every minute it sends the due reminders and closes
 * the meetings whose deadline has passed (then mails the results). Both steps
 * claim their rows with an atomic UPDATE, so several app instances send each
 * mail once. The work is imported when it runs, keeping the config free of
 * server-only modules.
 */
export const MEETING_DEADLINES_TASK = 'meetingDeadlines'

export const meetingDeadlinesTask: TaskConfig<{
  input: Record<string, never>
  output: { reminded: number; closed: number }
}> = {
  slug: MEETING_DEADLINES_TASK,
  label: 'Send meeting reminders and close meetings at their deadline',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'reminded', type: 'number', required: true },
    { name: 'closed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { runMeetingDeadlines } = await import('./deadlines.server')
    return { output: await runMeetingDeadlines(req.payload) }
  },
}
