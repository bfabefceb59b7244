import { after } from 'next/server'
import { subscribe } from '@/features/newsletter/newsletter.server'
import { NEWSLETTER_MESSAGES } from '@/features/newsletter/schema'
import { apiError, handler, ok, readJson } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/** An e-mail address and a honeypot are far below this. */
const MAX_BODY_BYTES = 4 * 1024

/**
 * POST /api/content/newsletter {email}: the footer's newsletter sign-up with
 * double opt-in. Answers 200 with one neutral message whether or not the
 * address is already subscribed; 422 with the field message; 429 when rate
 * limited.
 */
export const POST = handler(async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return apiError(413, 'The request is too large.')
  }
  const body = await readJson(req)
  if (body === undefined) return apiError(400, 'The request body must be JSON.')

  const result = await subscribe(await payloadClient(), body, {
    ip: clientIp(req),
    defer: (task) => after(task),
  })
  switch (result.kind) {
    case 'accepted':
      return ok({ message: NEWSLETTER_MESSAGES.thanks })
    case 'invalid':
      return apiError(422, NEWSLETTER_MESSAGES.invalidEmail, {
        email: [NEWSLETTER_MESSAGES.invalidEmail],
      })
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
  }
})
