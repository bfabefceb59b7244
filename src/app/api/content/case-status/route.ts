import { after } from 'next/server'
import { caseStatus } from '@/features/cases/status.server'
import { langOf } from '@/features/cases/schema'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'

/**
 * POST case-status: { reference, identifier } (the national ID or the phone given)
 * → the request's status and history, or one neutral 404 for any mismatch. Never cached.
 */
export const POST = handler(async (req) => {
  const body = await readJsonBody(req, 4 * 1024)
  const lang = langOf(req.headers.get('lang'))
  const result = await caseStatus(await payloadClient(), body, {
    ip: clientIp(req),
    lang,
    defer: (task) => after(task),
  })
  return respond(result, ({ view }) => ok(view, { headers: { 'Cache-Control': 'no-store' } }))
})
