import 'server-only'
/**
 * What the features' public submissions share on the server: their context,
 * the honeypot rule, rate limits as results, mail after the answer. Imports
 * no Payload client (features use it from the code Payload's config loads).
 */
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { honeypotFilled } from '@/lib/forms/honeypot'
import { rateLimit, type RateLimitOptions } from '@/lib/security/rate-limit.server'
import { limited, type Rejection } from './submission'

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
  /** The language of the page the form was sent from (`requestLocale`); English when absent. */
  locale?: Locale
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
