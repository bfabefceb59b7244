import { staffMeeting } from '@/features/voting/staff.server'
import { auditTrail } from '@/features/voting/audit.server'
import { meetingOutcomes } from '@/features/voting/results.server'
import { invitationsOf } from '@/features/voting/invitations.server'
import { meetingResults, voteLinks } from '@/features/voting/results.server'
import { meetingAttendance } from '@/features/voting/attendance.server'
import { turnoutText } from '@/features/voting/quorum'
import { handler, ok } from '@/lib/api/http'
import { charityTimeZone } from '@/lib/clock'
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
  const invitations = await invitationsOf(payload, meeting)
  const versions = new Map([...invitations].map(([id, inv]) => [id, inv.linkVersion]))
  const attendance = await meetingAttendance(payload, meeting)
  return ok(
    {
      meeting_id: meeting.meetingId,
      status: meeting.status,
      deadline: meeting.deadline ?? null,
      links: voteLinks(meeting, linkKeys(), siteUrl(), versions).map((l) => {
        const inv = invitations.get(l.memberId)
        return {
          ...l,
          linkVersion: inv?.linkVersion ?? 0,
          sentAt: inv?.sentAt ?? null,
          deliveryError: inv?.deliveryError ?? null,
        }
      }),
      results: await meetingResults(payload, meeting),
      outcomes: await meetingOutcomes(payload, meeting),
      audit: await auditTrail(payload, meeting.id),
      csv: `/api/content/staff/votes.csv?meeting=${meeting.id}`,
      // Votes against quorum and who took part (issue 46), and the zone the panel shows times in.
      turnout: turnoutText('en', { ...attendance, voted: attendance.voted.length }),
      attendance,
      timeZone: charityTimeZone(),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
