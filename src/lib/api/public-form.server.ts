import 'server-only'
import { after } from 'next/server'
import type { Payload } from 'payload'
import { honeypotFilled } from '@/lib/forms/honeypot'
import { payloadClient } from '@/lib/payload.server'
import { clientIp, rateLimit, type RateLimitOptions } from '@/lib/security/rate-limit.server'
import { readJsonBody } from './body'
import { handler } from './http'
import { respond } from './respond'
import { limited, type Rejection, type Submission } from './submission'

/** What a public submission knows of its request. */
export interface SubmissionContext {
  /** The client's address (`clientIp(req)`), for the rate limits and the log. */
  ip: string
  /**
   * Runs mail after the answer (route handlers pass Next's `after`); without
   * it the task runs before returning. Mail failures never fail a submission.
   */
  defer?: (task: () => Promise<void>) => void
  /** The clock (tests move it). */
  now?: Date
}

/** Runs `task` after the answer when the route deferred it, else now. */
export async function afterAnswer(ctx: SubmissionContext, task: () => Promise<void>) {
  if (ctx.defer) ctx.defer(task)
  else await task()
}

/**
 * The honeypot rule on the server (src/lib/forms/honeypot.ts): true, and
 * logged, when a bot filled it; the caller then answers ok and does nothing.
 */
export function caughtByHoneypot(
  payload: Payload,
  log: string,
  ip: string,
  body: unknown,
): boolean {
  if (!honeypotFilled(body)) return false
  payload.logger.warn(`${log} honeypot filled by ${ip}: answered as a success, nothing stored`)
  return true
}

/** A rate limit as a result: `limited` when the window is used up, else null. */
export async function overLimit(
  payload: Payload,
  key: string,
  policy: Omit<RateLimitOptions, 'key'>,
): Promise<Rejection | null> {
  const r = await rateLimit(payload, { key, ...policy })
  return r.allowed ? null : limited(r.retryAfterSeconds)
}

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
    })
    return respond(result, options.answer)
  })
}
