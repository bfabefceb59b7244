import { staffMeeting } from '@/features/voting/staff.server'
import { meetingResults, voteLinks } from '@/features/voting/results.server'
import { handler, ok } from '@/lib/api/http'
import { siteUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'
import { linkKeys } from '@/lib/runtime-config'

type Ctx = { params: Promise<{ meetingId: string }> }

/** Vote links per invitee and results per action of one meeting (board secretaries, admins). */
export const GET = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const found = await staffMeeting(payload, req, (await params).meetingId)
  if ('refusal' in found) return found.refusal
  const { meeting } = found
  return ok(
    {
      meeting_id: meeting.meetingId,
      status: meeting.status,
      links: voteLinks(meeting, linkKeys(), siteUrl()),
      results: await meetingResults(payload, meeting),
      csv: `/api/content/staff/votes.csv?meeting=${meeting.id}`,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
