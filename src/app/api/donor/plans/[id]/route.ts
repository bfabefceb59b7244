import { changePlan } from '@/features/donor/plans.server'
import { donorOf } from '@/features/donor/request.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { requestLocale } from '@/lib/api/request-locale'
import { payloadClient } from '@/lib/payload.server'

type Ctx = { params: Promise<{ id: string }> }

/** POST /api/donor/plans/{id} {action, amount?, repeatType?}: pause, resume, cancel or change. */
export const POST = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const body = await readJsonBody(req, 1024)
  const lang = requestLocale(req)
  const result = await changePlan(payload, donor.email, (await params).id, body, 'donor', lang)
  return respond(result, (v) => ok({ message: v.message, plan: v.plan }))
})
