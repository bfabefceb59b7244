import { staffMeeting } from '@/features/voting/staff.server'
import { meetingVotesCsv } from '@/features/voting/results.server'
import { handler } from '@/lib/api/http'
import { siteUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'

/** Every vote of a meeting (?meeting=<id>), current and superseded, as CSV. */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const found = await staffMeeting(payload, req, new URL(req.url).searchParams.get('meeting') ?? '')
  if ('refusal' in found) return found.refusal
  const csv = await meetingVotesCsv(payload, found.meeting, siteUrl())
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="votes-${found.meeting.meetingId}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
