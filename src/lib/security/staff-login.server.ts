import 'server-only'
import type { Payload } from 'payload'
import { PASSWORD_TOO_SHORT, tooShort } from '@/lib/security/password-policy'
import {
  clientIp,
  hashedKeyPart,
  peekRateLimit,
  rateLimit,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@/lib/security/rate-limit.server'
import { loginBody, oneAtATime, sessionKeyOf } from '@/lib/security/staff-sessions.server'

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

/**
 * One account's failures from every address (issue 47: no per-account limit). Past
 * `failures` in the window, an address that has already failed `perAddress` times on that
 * account is refused for it; any other address still signs in: the owner, at their own
 * address, is never shut out by strangers, while guessers get 2 tries per address an hour
 * instead of 5 every 10 minutes (decision 0077).
 */
export const ACCOUNT_THROTTLE = { failures: 20, perAddress: 2, windowSeconds: 60 * 60 } as const

const LOGIN = /^\/api\/users\/login\/?$/
const RESET = /^\/api\/users\/reset-password\/?$/

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
    const path = new URL(req.url).pathname
    if (RESET.test(path)) return (await shortReset(req)) ?? post(req, ctx)
    if (!LOGIN.test(path)) return post(req, ctx)
    const ip = clientIp(req)
    const key = `staff-sign-in:ip:${ip}`
    const account = await sessionKeyOf(req)
    return oneAtATime(key, async () => {
      const payload = await client()
      const before = await peekRateLimit(payload, key)
      if (before.hits >= SIGN_IN_THROTTLE.failures) return refused(before.retryAfterSeconds)
      const keys = account ? accountKeys(payload, account, ip) : []
      const [all, pair] = await Promise.all(keys.map((k) => peekRateLimit(payload, k)))
      if (all && pair && all.hits >= ACCOUNT_THROTTLE.failures) {
        if (pair.hits >= ACCOUNT_THROTTLE.perAddress) return refused(pair.retryAfterSeconds)
      }
      const res = await post(req, ctx)
      // Wrong e-mail or password (401) and malformed sign-ins (400) count; our own faults do not.
      if (res.status >= 400 && res.status < 500) {
        await rateLimit(payload, {
          key,
          limit: SIGN_IN_THROTTLE.failures,
          windowSeconds: SIGN_IN_THROTTLE.windowSeconds,
        })
        for (const k of keys) {
          await rateLimit(payload, {
            key: k,
            limit: ACCOUNT_THROTTLE.failures,
            windowSeconds: ACCOUNT_THROTTLE.windowSeconds,
          })
        }
      }
      return res
    })
  }
}

/** The keys of one account's failures: from all addresses, and from this one. */
function accountKeys(payload: Payload, email: string, ip: string): [string, string] {
  const all = `staff-sign-in:account:${hashedKeyPart(payload, email)}`
  return [all, `${all}:ip:${ip}`]
}

/**
 * A password reset with a password under the minimum: Payload's reset operation runs the
 * collection's validation on the stored user, not on the new password, so it is refused here
 * (400, in Payload's error shape).
 */
async function shortReset(req: Request): Promise<Response | null> {
  const body = (await loginBody(req)) as { password?: unknown } | null
  if (!tooShort(body?.password)) return null
  return Response.json(
    {
      errors: [
        {
          message: PASSWORD_TOO_SHORT,
          data: { errors: [{ path: 'password', message: PASSWORD_TOO_SHORT }] },
        },
      ],
    },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
