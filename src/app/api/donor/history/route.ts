import { donorHistory } from '@/features/donor/history.server'
import { donorOf } from '@/features/donor/request.server'
import { handler, ok, pageParam } from '@/lib/api/http'
import { paginator } from '@/lib/api/paginator'
import { payloadClient } from '@/lib/payload.server'

/** GET /api/donor/history?page=n: the signed-in donor's gifts, newest first. */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const h = await donorHistory(payload, donor.email, pageParam(req))
  return ok(
    { entries: h.entries, total: h.total, ...paginator(req.url, h.page, h.pages) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
