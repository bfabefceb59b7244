import 'server-only'
import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { apiError } from '@/lib/api/http'
import { poolOf } from '@/lib/db/pool.server'
import { limitedAddress } from './client-key'

/**
 * Rate limiting for the public forms, shared by every app instance.
 *
 * Usage (route handlers and feature code):
 *
 *   const ip = clientIp(req)
 *   const r = await rateLimit(payload, { key: `volunteer-join:ip:${ip}`, limit: 5, windowSeconds: 600 })
 *   if (!r.allowed) return tooManyRequests(r.retryAfterSeconds) // 429 + Retry-After
 *
 *   // limiting by a person's e-mail: never the address itself in the key
 *   await rateLimit(payload, { key: `volunteer-join:email:${hashedKeyPart(payload, email)}`, limit: 3, windowSeconds: 3600 })
 *
 * - A fixed window per key: the first hit opens a window of `windowSeconds`;
 *   hits up to `limit` inside it are allowed; later ones are refused with the
 *   seconds left until the window ends. Refused hits are counted too.
 * - Counters live in PostgreSQL (the hidden `rate-limits` collection, table
 *   `rate_limits`) and are updated with one atomic
 *   `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`, so concurrent requests
 *   on several instances never over-admit. Expired rows are swept now and then.
 * - Keys are opaque: prefix them with the form (`contact-us:ip:…`) so forms
 *   do not share a budget. Never put personal data in a key in clear; hash it
 *   with `hashedKeyPart()` (e-mail addresses, phone numbers). Keys are logged
 *   (payload.logger.warn) when a request is refused.
 * - `clientIp()` reads X-Forwarded-For, which the production server
 *   (scripts/serve.mjs) has already replaced with the one address it can vouch
 *   for: the connecting peer, or with TRUST_PROXY the entry the outermost
 *   trusted proxy appended (IPv6 as its /64). A client's own header never reaches the app.
 */

export interface RateLimitOptions {
  /** What is limited, e.g. `volunteer-join:ip:203.0.113.7`. */
  key: string
  /** Hits allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window ends (0 while allowed); send it as Retry-After. */
  retryAfterSeconds: number
  /** Hits in the current window, this one included. */
  hits: number
}

/** The answer text of a refused request (the 429 of every form). */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests. Please wait a few minutes and try again.'

const TABLE = 'rate_limits'
/** One call in this many also deletes rows whose window ended a day ago. */
const SWEEP_EVERY = 200

export async function rateLimit(
  payload: Payload,
  { key, limit, windowSeconds }: RateLimitOptions,
): Promise<RateLimitResult> {
  if (!key) throw new Error('rateLimit: key is required')
  if (!(limit >= 1) || !(windowSeconds >= 1)) {
    throw new Error('rateLimit: limit and windowSeconds must be at least 1')
  }
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ hits: string; retry_after: string }>(
    `INSERT INTO ${TABLE} AS r (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE r.reset_at END
     RETURNING r.hits::text AS hits,
       ceil(extract(epoch FROM (r.reset_at - now())))::text AS retry_after`,
    [key, windowSeconds],
  )
  const row = rows[0]
  if (!row) throw new Error('rateLimit: the counter was not returned')
  const hits = Number(row.hits)
  const allowed = hits <= limit
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Number(row.retry_after))

  if (!allowed) {
    payload.logger.warn(
      `[rate-limit] refused ${key}: ${hits} hits, limit ${limit} per ${windowSeconds}s, retry after ${retryAfterSeconds}s`,
    )
  }
  if (Math.random() * SWEEP_EVERY < 1) {
    pool
      .query(`DELETE FROM ${TABLE} WHERE reset_at < now() - interval '1 day'`)
      .catch((error: unknown) => payload.logger.error({ err: error }, '[rate-limit] sweep failed'))
  }
  return { allowed, retryAfterSeconds, hits }
}

/**
 * The hits of `key`'s current window, without counting one: for limits that count only some
 * outcomes (failed sign-ins), checked before the attempt and counted with `rateLimit()` after.
 */
export async function peekRateLimit(
  payload: Payload,
  key: string,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const { rows } = await poolOf(payload).query<{ hits: string; retry_after: string }>(
    `SELECT hits::text AS hits, ceil(extract(epoch FROM (reset_at - now())))::text AS retry_after
       FROM ${TABLE} WHERE key = $1 AND reset_at > now()`,
    [key],
  )
  const row = rows[0]
  return row
    ? { hits: Number(row.hits), retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
    : { hits: 0, retryAfterSeconds: 0 }
}

/**
 * Takes back one hit of each of `keys` in their current windows: for limits that count only
 * failures, counted before the attempt (so a parallel burst cannot pass the check together) and
 * given back when it succeeds (staff sign-in, src/lib/security/staff-auth-throttle.ts).
 */
export async function refundRateLimit(payload: Payload, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await poolOf(payload).query(
    `UPDATE ${TABLE} SET hits = hits - 1 WHERE key = ANY($1) AND hits > 0 AND reset_at > now()`,
    [keys],
  )
}

/**
 * The client's address as the server resolved it (see above), else 'unknown'; an IPv6 address as
 * its /64 (`2001:db8:1:2::/64`), since one home or server is given a whole /64 and could use a
 * new address for every request. Every rate-limit key takes its address here.
 */
export function clientIp(req: { headers: Headers }): string {
  const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  // Bounded, so a forged header cannot make keys arbitrarily long.
  return first ? limitedAddress(first.slice(0, 64)) : 'unknown'
}

/**
 * A short, stable stand-in for personal data inside a key: an HMAC under the
 * app's secret, so a logged key cannot be matched against a list of addresses.
 * Case and surrounding spaces do not matter.
 */
export function hashedKeyPart(payload: Payload, value: string): string {
  return createHmac('sha256', `rate-limit:${payload.secret}`)
    .update(value.trim().toLowerCase())
    .digest('base64url')
    .slice(0, 22)
}

/** The 429 answer in the API's error shape, with Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return apiError(429, TOO_MANY_REQUESTS_MESSAGE, undefined, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  })
}
