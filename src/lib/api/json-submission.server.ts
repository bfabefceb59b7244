import 'server-only'
import { after } from 'next/server'
import type { Payload } from 'payload'
import { payloadClient } from '@/lib/payload.server'
import { clientIp } from '@/lib/security/rate-limit.server'
import { readJsonBody } from './body'
import { requestLocale } from './request-locale'
import { handler } from './http'
import type { SubmissionContext } from './public-form.server'
import { respond } from './respond'
import type { Submission } from './submission'

/**
 * The route of a public JSON form: the body read within `maxBytes`, handed
 * to the feature's `submit` with the client's address and Next's `after`,
 * and the result answered by `respond()` with `answer` for success.
 */
export function jsonSubmission<T extends object>(options: {
  maxBytes: number
  submit: (payload: Payload, body: unknown, ctx: SubmissionContext) => Promise<Submission<T>>
  answer: (value: Extract<Submission<T>, { kind: 'ok' }>) => Response
}) {
  return handler(async (req) => {
    const body = await readJsonBody(req, options.maxBytes)
    const result = await options.submit(await payloadClient(), body, {
      ip: clientIp(req),
      defer: (task) => after(task),
      locale: requestLocale(req),
    })
    return respond(result, options.answer)
  })
}
