import { meetingDetailsFor } from '@/features/voting/voting.server'
import { apiError, handler, ok } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { linkKeys } from '@/lib/runtime-config'

type Ctx = { params: Promise<{ meetingId: string }> }

/**
 * GET meeting-details/{meeting id} (spec 001 §7): the meeting and its agendas,
 * only for the holder of a signed vote link (?user=&needSignature=&token=).
 */
export const GET = handler<Ctx>(async (req, { params }) => {
  const { meetingId } = await params
  const q = new URL(req.url).searchParams
  const result = await meetingDetailsFor(await payloadClient(), linkKeys(), {
    meeting: meetingId,
    user: q.get('user') ?? '',
    needSignature: q.get('needSignature') ?? '',
    token: q.get('token'),
  })
  if (result.kind === 'refused') return apiError(result.status, result.message)
  return ok(result.data, { headers: { 'Cache-Control': 'private, no-store' } })
})
