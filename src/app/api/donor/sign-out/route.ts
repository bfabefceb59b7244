import { overHttps, sessionToken } from '@/features/donor/request.server'
import {
  endEverySession,
  endSession,
  sessionCookie,
  sessionEmail,
} from '@/features/donor/session.server'
import { DONOR_TEXTS } from '@/features/donor/texts'
import { readJsonBody } from '@/lib/api/body'
import { handler, ok } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

/** POST /api/donor/sign-out {everywhere?}: this device, or every device of the address. */
export const POST = handler(async (req) => {
  const body = (await readJsonBody(req, 256)) as { everywhere?: unknown } | null
  const payload = await payloadClient()
  const token = sessionToken(req)
  const email = await sessionEmail(payload, token)
  if (email && body?.everywhere === true) await endEverySession(payload, email)
  else await endSession(payload, token)
  const res = ok({ message: DONOR_TEXTS.en.signedOut })
  res.cookies.set(sessionCookie('', new Date(0), overHttps(req)))
  return res
})
