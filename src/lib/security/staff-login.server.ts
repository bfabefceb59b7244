import 'server-only'
import type { Payload } from 'payload'
import {
  clientIp,
  peekRateLimit,
  rateLimit,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@/lib/security/rate-limit.server'
import { oneAtATime } from '@/lib/security/staff-sessions.server'

/**
 * Staff sign-in throttled per client address (issue 25, finding 10; decision 0021).
 *
 * Payload's own lock counted wrong passwords per account and then refused the account to
 * everyone, so anyone could shut a staff member out with five guesses. Here failures are counted
 * per address that sent them (the peer, or the TRUST_PROXY hop: `clientIp()`): after
 * `SIGN_IN_THROTTLE.failures` failed sign-ins in a window, that address is answered 429 until
 * the window ends, whatever the account; the staff member signs in from anywhere else.
 *
 * The sign-ins of one address run one at a time, so the count is checked and raised without a
 * gap in which a burst of parallel guesses could slip past it. One account's guesses from many
 * addresses are slowed too: each address has its own small budget, and Payload's password hash
 * (pbkdf2, 600,000 rounds) runs one sign-in of an account at a time in this process
 * (staff-sessions.server.ts).
 */
export const SIGN_IN_THROTTLE = { failures: 5, windowSeconds: 10 * 60 } as const

const LOGIN = /^\/api\/users\/login\/?$/

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/** The 429 in Payload's error shape, so the back office's sign-in form shows its message. */
function refused(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: TOO_MANY_REQUESTS_MESSAGE }] },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  )
}

export function withSignInThrottle<C>(
  post: Handler<C>,
  client: () => Promise<Payload>,
): Handler<C> {
  return async (req, ctx) => {
    if (!LOGIN.test(new URL(req.url).pathname)) return post(req, ctx)
    const key = `staff-sign-in:ip:${clientIp(req)}`
    return oneAtATime(key, async () => {
      const payload = await client()
      const before = await peekRateLimit(payload, key)
      if (before.hits >= SIGN_IN_THROTTLE.failures) return refused(before.retryAfterSeconds)
      const res = await post(req, ctx)
      // Wrong e-mail or password (401) and malformed sign-ins (400) count; our own faults do not.
      if (res.status >= 400 && res.status < 500) {
        await rateLimit(payload, {
          key,
          limit: SIGN_IN_THROTTLE.failures,
          windowSeconds: SIGN_IN_THROTTLE.windowSeconds,
        })
      }
      return res
    })
  }
}
