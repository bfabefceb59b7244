import { signInSchema } from '@/features/donor/schema'
import { donorOverview, staffActor } from '@/features/donor/staff.server'
import { STAFF_TEXTS } from '@/features/donor/staff-texts'
import { apiError, handler, ok } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

/** GET /api/donor/staff/donor?email=…: a donor's history, plans and log (treasurers). */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const staff = await staffActor(payload, req)
  if ('refusal' in staff) return staff.refusal
  const parsed = signInSchema.safeParse({ email: new URL(req.url).searchParams.get('email') })
  if (!parsed.success) return apiError(422, STAFF_TEXTS[staff.lang].emailInvalid)
  return ok(await donorOverview(payload, parsed.data.email), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
