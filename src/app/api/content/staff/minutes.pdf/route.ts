import { minutesPdf } from '@/features/voting/minutes.server'
import { staffMeeting } from '@/features/voting/staff.server'
import { handler } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

/** The minutes of a meeting (?meeting=<id>&lang=en|ar) as a PDF, for board secretaries. */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const q = new URL(req.url).searchParams
  const found = await staffMeeting(payload, req, q.get('meeting') ?? '')
  if ('refusal' in found) return found.refusal
  const lang = q.get('lang') === 'ar' ? 'ar' : 'en'
  const pdf = await minutesPdf(payload, found.meeting, lang)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="minutes-${found.meeting.meetingId}-${lang}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
