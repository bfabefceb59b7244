import { after } from 'next/server'
import { submitContactMessage } from '@/features/contact/contact.server'
import { CONTACT_ALERTS } from '@/features/contact/schema'
import { apiError, handler, ok, readJson, validationError } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, tooManyRequests } from '@/lib/security/rate-limit.server'

/** Bodies above this are refused before they are read (a full message, even escaped, is well under that). */
const MAX_BODY_BYTES = 64 * 1024

/** POST contact-us (spec 001 section 7): JSON fullname, phone, email, subject, message. */
export const POST = handler(async (req) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return apiError(413, 'The request is too large.')
  }
  const body = await readJson(req)
  if (body === undefined) return apiError(400, 'The request body must be JSON.')

  const result = await submitContactMessage(await payloadClient(), body, {
    ip: clientIp(req),
    defer: (task) => after(task),
  })
  switch (result.kind) {
    case 'accepted':
      return ok({ message: CONTACT_ALERTS.sent.text }, { status: 201 })
    case 'invalid':
      return validationError(result.issues)
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
  }
})
