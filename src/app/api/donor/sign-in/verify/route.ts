import { overHttps } from '@/features/donor/request.server'
import { sessionCookie } from '@/features/donor/session.server'
import { verifySignInCode } from '@/features/donor/sign-in.server'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { respond } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'

/** POST /api/donor/sign-in/verify {email, code}: the session cookie for 30 days. */
export const POST = handler(async (req) => {
  const body = await readJsonBody(req, 2048)
  const result = await verifySignInCode(await payloadClient(), body, { ip: clientIp(req) })
  return respond(result, (v) => {
    const res = ok({ email: v.email })
    res.cookies.set(sessionCookie(v.token, v.expiresAt, overHttps(req)))
    return res
  })
})
