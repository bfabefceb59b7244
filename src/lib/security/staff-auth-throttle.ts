import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

/**
 * Staff sign-in, forgotten and reset passwords throttled per client address, inside Payload's
 * operations (issue 64, H; decisions 0021, 0077, 0124). It used to wrap the REST route and
 * compare the exact path `/api/users/login`, while Payload routes `/api/users/LOGIN` and
 * `/api/users/%6Cogin` to the same operation: any spelling skipped it. As hooks of the `users`
 * collection, no path, spelling or API reaches the operations without them.
 *
 * Sign-in: after `SIGN_IN_THROTTLE.failures` failed sign-ins from one address in a window,
 * that address is answered 429 until the window ends, whatever the account; the staff member
 * signs in from anywhere else (Payload's own per-account lock is off: anyone could shut an
 * account out with it). One account's failures from every address are limited too: past
 * `ACCOUNT_THROTTLE.failures`, an address that already failed `perAddress` times on it is
 * refused (decision 0077). Every attempt is counted before Payload hashes the password, with
 * one atomic statement, so a parallel burst cannot slip past the check; a successful sign-in
 * gives its hits back (`afterLogin`), so only failures remain counted.
 *
 * The site's own server code (the Local API) is not throttled: it is not a guesser.
 */
export const SIGN_IN_THROTTLE = { failures: 5, windowSeconds: 10 * 60 } as const
export const ACCOUNT_THROTTLE = { failures: 20, perAddress: 2, windowSeconds: 60 * 60 } as const
/** Reset links requested per address: each sends an e-mail. */
export const FORGOT_PASSWORD_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const
/** Reset tokens tried per address. */
export const RESET_PASSWORD_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const

/** Where the keys counted for this sign-in are kept until `afterLogin` gives them back. */
const COUNTED = 'staffSignInKeys'

// Loaded when a request needs it: the limiter is server-only, this file is part of the config
// that the migration and seeding scripts load too.
const limiter = () => import('./rate-limit.server')

type Limiter = Awaited<ReturnType<typeof limiter>>

const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** A 429 in Payload's error shape with Retry-After (Payload's route adds responseHeaders). */
function refuse(req: PayloadRequest, lib: Limiter, retryAfterSeconds: number): never {
  req.responseHeaders = new Headers({
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    'Cache-Control': 'no-store',
  })
  throw new APIError(lib.TOO_MANY_REQUESTS_MESSAGE, 429, null, true)
}

/** The e-mail a sign-in names, as Payload reads it; undefined when there is none. */
function emailOf(data: unknown): string | undefined {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
}

async function admitSignIn(req: PayloadRequest, data: unknown): Promise<void> {
  const lib = await limiter()
  const { payload } = req
  const ip = lib.clientIp(req)
  const byAddress = `staff-sign-in:ip:${ip}`
  const address = await lib.rateLimit(payload, {
    key: byAddress,
    limit: SIGN_IN_THROTTLE.failures,
    windowSeconds: SIGN_IN_THROTTLE.windowSeconds,
  })
  if (!address.allowed) refuse(req, lib, address.retryAfterSeconds)
  const counted = [byAddress]
  const email = emailOf(data)
  if (email) {
    const all = `staff-sign-in:account:${lib.hashedKeyPart(payload, email)}`
    const pairKey = `${all}:ip:${ip}`
    const window = { windowSeconds: ACCOUNT_THROTTLE.windowSeconds }
    const [account, pair] = await Promise.all([
      lib.rateLimit(payload, { key: all, limit: ACCOUNT_THROTTLE.failures, ...window }),
      lib.rateLimit(payload, { key: pairKey, limit: ACCOUNT_THROTTLE.perAddress, ...window }),
    ])
    if (!account.allowed && !pair.allowed) refuse(req, lib, pair.retryAfterSeconds)
    counted.push(all, pairKey)
  }
  req.context[COUNTED] = counted
}

async function admitOne(
  req: PayloadRequest,
  what: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<void> {
  const lib = await limiter()
  const key = `staff-${what}:ip:${lib.clientIp(req)}`
  const result = await lib.rateLimit(req.payload, { key, limit, windowSeconds })
  if (!result.allowed) refuse(req, lib, result.retryAfterSeconds)
}

/** `beforeOperation` of `users`: sign-ins, reset requests and resets counted per address. */
export const throttleStaffAuth: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (!fromOutside(req)) return args
  const data = (args as { data?: unknown }).data
  if (operation === 'login') await admitSignIn(req, data)
  if (operation === 'forgotPassword') await admitOne(req, 'forgot-password', FORGOT_PASSWORD_LIMIT)
  if (operation === 'resetPassword') await admitOne(req, 'reset-password', RESET_PASSWORD_LIMIT)
  return args
}

/** `afterLogin` of `users`: a sign-in that succeeded gives back the hits it was counted. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req }) => {
  const counted = req.context[COUNTED]
  if (!Array.isArray(counted)) return
  delete req.context[COUNTED]
  const lib = await limiter()
  await lib.refundRateLimit(req.payload, counted as string[])
}
